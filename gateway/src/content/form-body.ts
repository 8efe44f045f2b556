import type { FastifyInstance } from 'fastify';

/** A one-click body is `List-Unsubscribe=One-Click`; a few bytes suffice. */
const FORM_BODY_LIMIT = 4096;

function unsupported(): Error {
  return Object.assign(new Error('Unsupported Media Type'), {
    statusCode: 415,
    code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  });
}

/**
 * `application/x-www-form-urlencoded` bodies for the paths under `prefix` only (the
 * newsletter's unsubscribe form and RFC 8058 one-click POSTs, `List-Unsubscribe=One-Click`),
 * parsed into a plain object of their fields. Elsewhere such a body stays 415, as before.
 */
export function acceptFormBodies(fastify: FastifyInstance, prefix: string): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (request, body, done) => {
      if (!request.url.startsWith(prefix)) {
        done(unsupported(), undefined);
        return;
      }
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value;
      done(null, fields);
    },
  );
}

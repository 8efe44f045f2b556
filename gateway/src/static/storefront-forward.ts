import { pipeline, type Readable } from 'node:stream';
import fastifyReplyFrom from '@fastify/reply-from';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { createLogger } from '@boutique/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPRESS_THRESHOLD,
  compressStream,
  isCompressibleType,
  negotiateCoding,
  varyAcceptEncoding,
} from '../common/compression.js';

type Logger = ReturnType<typeof createLogger>;

export interface StorefrontForwarding {
  /** STOREFRONT_URL: the storefront server's origin. */
  url: string;
  /** STOREFRONT_TIMEOUT_MS: the longest wait for its headers, and between two body chunks. */
  timeoutMs: number;
  log: Logger;
}

/** What the gateway serves instead when the storefront server cannot answer (index.html). */
export type Fallback = () => unknown;

/** Answer headers that belong to one connection, never copied from the storefront's. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/**
 * Registers @fastify/reply-from towards the storefront server and answers a function that
 * forwards one request there: its answer (status, headers, body) is streamed back, br or
 * gzip by Accept-Encoding when it is text of 1 KB or more (or of unknown length), with the
 * gateway's own security headers kept (an upstream header the gateway already set is
 * dropped). When the storefront is unreachable, slower than the timeout or answers 5xx,
 * `fallback` answers instead (the client app's index.html), and one warning is logged per
 * run of failures (one info line when it answers again).
 */
export async function registerStorefrontForwarding(
  app: NestFastifyApplication,
  options: StorefrontForwarding,
): Promise<(request: FastifyRequest, reply: FastifyReply, fallback: Fallback) => FastifyReply> {
  await app.register(fastifyReplyFrom, {
    base: options.url,
    disableRequestLogging: true,
    // no retries: a storefront that cannot answer at once is replaced by index.html
    retryMethods: [],
    undici: {
      connections: 64,
      pipelining: 1,
      // shorter than the storefront's own idle timeout (Node's default 5 s)
      keepAliveTimeout: 4000,
      connectTimeout: options.timeoutMs,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    },
  });
  const { log, url } = options;
  let failing = false;
  const failed = (request: FastifyRequest, reason: string): void => {
    if (failing) return;
    failing = true;
    log.warn(
      { storefront: url, path: request.url, reason },
      "the storefront server cannot answer; pages are the client app's index.html until it does",
    );
  };
  const answered = (): void => {
    if (!failing) return;
    failing = false;
    log.info({ storefront: url }, 'the storefront server answers again');
  };

  return (request, reply, fallback) => {
    let upstreamHeaders: Record<string, string | string[] | undefined> = {};
    const serveFallback = (): void => {
      reply.code(200);
      void Promise.resolve(fallback()).catch((error: unknown) => {
        log.error({ err: error }, 'could not serve index.html after the storefront failed');
        if (!reply.sent) reply.code(500).send();
      });
    };
    return reply.from(request.url, {
      rewriteRequestHeaders: (_request, headers) => {
        const forwarded = { ...headers };
        // plain from the storefront: the gateway compresses what it sends on
        delete forwarded['accept-encoding'];
        forwarded['x-forwarded-for'] = request.ip;
        forwarded['x-forwarded-proto'] = request.protocol;
        forwarded['x-forwarded-host'] = request.host;
        return forwarded;
      },
      // kept aside: copied in onResponse only when the page is used (not on a 5xx)
      rewriteHeaders: (headers) => {
        upstreamHeaders = headers;
        return {};
      },
      onError: (_reply, { error }) => {
        failed(request, error.message);
        serveFallback();
      },
      onResponse: (_request, _reply, response) => {
        const res = response as unknown as {
          statusCode: number;
          stream: Readable;
        };
        if (res.statusCode >= 500) {
          res.stream.destroy();
          failed(request, `HTTP ${res.statusCode}`);
          serveFallback();
          return;
        }
        answered();
        for (const [name, value] of Object.entries(upstreamHeaders)) {
          if (value === undefined || HOP_BY_HOP.has(name) || reply.hasHeader(name)) continue;
          reply.header(name, value);
        }
        const type = reply.getHeader('content-type') as string | undefined;
        if (request.method === 'HEAD' || !isCompressibleType(type)) {
          reply.send(res.stream);
          return;
        }
        reply.header('vary', varyAcceptEncoding(reply.getHeader('vary') as string | undefined));
        const length = Number(reply.getHeader('content-length') ?? Number.NaN);
        const coding =
          reply.hasHeader('content-encoding') || length < COMPRESS_THRESHOLD
            ? undefined
            : negotiateCoding(request.headers['accept-encoding']);
        if (!coding) {
          reply.send(res.stream);
          return;
        }
        reply.removeHeader('content-length');
        reply.header('content-encoding', coding);
        reply.send(
          pipeline(res.stream, compressStream(coding), (error) => {
            if (error) log.warn({ err: error, path: request.url }, 'forwarded page cut short');
          }),
        );
      },
    });
  };
}

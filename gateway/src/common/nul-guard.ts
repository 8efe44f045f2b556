import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './json-body.js';

/**
 * The NUL character (U+0000): no text of the shop holds it, and PostgreSQL refuses it in
 * text columns, so a request carrying one would fail in a service as a 500. The gateway
 * refuses it first, for every route, with one message naming where it was.
 */
export const NUL_MESSAGE = (where: string) =>
  `${where} must not contain the NUL character (\\u0000)`;

/** Deeper values are not looked at (the JSON body parser allows 20 levels). */
const MAX_WALK_DEPTH = 32;

/** A name safe to put in a message: control characters shown as "?", at most 64 characters. */
function printable(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f]/g, '?').slice(0, 64);
}

/** The path (`colors[0].title`) of the first string or key holding a NUL, or undefined. */
export function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_WALK_DEPTH) return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${printable(key)}` : printable(key);
    if (key.includes('\u0000')) return at;
    const found = findNul(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The problem of a request's path parameters, query, headers and parsed body, if any. */
export function requestNulProblem(
  request: Pick<FastifyRequest, 'params' | 'query' | 'body' | 'headers'>,
  graphqlPath?: string,
  url?: string,
): string | undefined {
  const param = findNul(request.params, '');
  if (param) return NUL_MESSAGE(`Path parameter "${param}"`);
  const query = findNul(request.query, '');
  if (query) return NUL_MESSAGE(`Query parameter "${query}"`);
  // GraphQL over GET: variables come as a JSON text in the query string.
  if (graphqlPath !== undefined && url === graphqlPath) {
    const variables = (request.query as { variables?: unknown } | undefined)?.variables;
    if (typeof variables === 'string') {
      try {
        const found = findNul(JSON.parse(variables) as unknown, 'variables');
        if (found) return NUL_MESSAGE(`Field "${found}"`);
      } catch {
        // not JSON: mercurius answers that
      }
    }
  }
  for (const [name, value] of Object.entries(request.headers)) {
    if (findNul(value, name)) return NUL_MESSAGE(`Header "${printable(name)}"`);
  }
  const field = findNul(request.body, '');
  if (field) return NUL_MESSAGE(`Field "${field || 'body'}"`);
  return undefined;
}

/**
 * One preValidation hook for every route (REST, GraphQL over POST and GET, the webhook):
 * a NUL anywhere in the path parameters, query, headers or parsed body is 400 before any
 * handler or guard runs. The webhook keeps its raw bytes (this only reads the parsed body).
 * GraphQL string literals inside the query text are checked by graphql-guards.ts.
 */
export function registerNulGuard(fastify: FastifyInstance, graphqlPath: string): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    const problem = requestNulProblem(request, graphqlPath, request.routeOptions.url);
    done(problem ? badRequest(problem) : undefined);
  });
}

import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { logger } from '@boutique/service-kit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { errorBody } from './envelope.js';
import { graphqlCode, mapError, NOT_FOUND_MESSAGE } from './error-mapping.js';

/** Seconds to wait, for errors that say so (rate limits): sent as `Retry-After`. */
function retryAfterOf(exception: unknown): number | undefined {
  const value = (exception as { retryAfterSec?: unknown } | null)?.retryAfterSec;
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/**
 * Fields a client error carries beside its message (a refused checkout's `title` and
 * `problems`): an HttpException whose response object has a `problems` list.
 */
function extraFieldsOf(exception: unknown): { title?: string; problems: string[] } | undefined {
  if (!(exception instanceof HttpException)) return undefined;
  const response = exception.getResponse();
  if (!response || typeof response !== 'object' || !('problems' in response)) return undefined;
  const { problems, title } = response as { problems: unknown; title?: unknown };
  if (!Array.isArray(problems)) return undefined;
  return {
    ...(typeof title === 'string' ? { title } : {}),
    problems: problems.filter((p): p is string => typeof p === 'string'),
  };
}

/**
 * The one place errors become answers. REST: `{ success: false, message }` with the
 * mapped status (gRPC codes through httpStatusForGrpc, details as message; 5xx never
 * show internals). GraphQL: an error with `extensions: { code, status }`.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): unknown {
    const type = host.getType<'http' | 'graphql' | 'rpc' | 'ws'>();
    if (type === 'graphql') {
      const mapped = mapError(exception);
      if (mapped.fault) logger().error({ err: exception }, 'graphql resolver failed');
      const retryAfter = retryAfterOf(exception);
      if (retryAfter !== undefined) {
        // GraphQL answers 200; the header still tells clients how long to wait.
        const context = host.getArgByIndex<{ reply?: FastifyReply } | undefined>(2);
        context?.reply?.header('retry-after', String(retryAfter));
      }
      const extra = extraFieldsOf(exception);
      return new mercurius.ErrorWithProps(mapped.message, {
        code: graphqlCode(mapped.status),
        status: mapped.status,
        ...(retryAfter === undefined ? {} : { retryAfter }),
        ...(extra ? { problems: extra.problems } : {}),
      });
    }
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const mapped = mapError(exception, request.is404);
    if (mapped.fault) {
      logger().error(
        {
          err: exception,
          requestId: request.requestId,
          method: request.method,
          route: request.routeOptions?.url,
        },
        'request failed',
      );
    }
    if (reply.sent) return undefined;
    const retryAfter = retryAfterOf(exception);
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    const extra = mapped.status < 500 ? extraFieldsOf(exception) : undefined;
    const body = errorBody(mapped.message);
    return reply
      .code(mapped.status)
      .send(
        extra
          ? { success: false, title: extra.title, message: body.message, problems: extra.problems }
          : body,
      );
  }
}

/**
 * Errors Fastify raises before a Nest handler runs (malformed JSON, body over the limit,
 * unsupported media type) get the same `{ success: false, message }` answer.
 */
export function registerFastifyErrorHandler(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const mapped = mapError(error);
    if (mapped.fault) {
      logger().error(
        {
          err: error,
          requestId: request.requestId,
          method: request.method,
          route: request.routeOptions?.url,
        },
        'request failed',
      );
    }
    return reply.code(mapped.status).send(errorBody(mapped.message));
  });
}

export const MALFORMED_URL_MESSAGE = 'Malformed URL';

/**
 * Errors of Fastify's router, raised before any route, hook or error handler, in the same
 * `{ success: false, message }`: a path parameter over 100 characters is 404 "Not found"
 * (no id is that long; GET paths answered so already) and a path with broken
 * percent-encoding (e.g. `%E0%A4%A`) is 400 "Malformed URL".
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(404).send(errorBody(NOT_FOUND_MESSAGE));
    return;
  }
  void reply.code(400).send(errorBody(MALFORMED_URL_MESSAGE));
}

import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { logger } from '@boutique/service-kit';
import type { FastifyInstance } from 'fastify';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ASTNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { errorBody } from './envelope.js';
import { graphqlCode } from './error-mapping.js';
import { badRequest } from './json-body.js';
import { NUL_MESSAGE } from './nul-guard.js';

/**
 * The limits of one GraphQL document. The storefront's page queries (web/src: homePage,
 * collectionPage, productPage) have no alias, at most ~120 tokens and a cost of at most
 * 160 by graphql-armor's rule below (homePage; collectionPage 96, productPage 137); the
 * admin console sends none. 200 aliased listings cost ~10,000.
 */
export const GRAPHQL_LIMITS = {
  /** Aliases in one operation (today's clients use none). */
  maxAliases: 10,
  /** graphql-armor's cost (objects 2, scalars 1, ×1.5 per level): ~3× the largest page. */
  maxCost: 500,
  /** Tokens the parser reads before it gives up (graphql-js parse option maxTokens). */
  maxTokens: 2_000,
  /** Selection depth (mercurius queryDepth). */
  maxDepth: 8,
} as const;

export const GRAPHQL_MESSAGES = {
  jsonOnly: 'GraphQL requests must be sent as application/json',
  notARequest:
    'A GraphQL request is an object with "query" (text), and optional "variables" (an object) and "operationName" (text)',
  internal: 'Internal server error',
  exponent: (name: string, value: string) =>
    `${name} must be a plain decimal number, without an exponent (got ${value})`,
} as const;

type Ancestor = ASTNode | readonly ASTNode[];

/** The argument or input field a literal belongs to (for the message), else "A value". */
function nameOf(parent: Ancestor | undefined, ancestors: readonly Ancestor[]): string {
  for (const node of [parent, ...[...ancestors].reverse()]) {
    if (!node || Array.isArray(node)) continue;
    const named = node as ASTNode;
    if (named.kind === Kind.ARGUMENT || named.kind === Kind.OBJECT_FIELD)
      return `Argument "${named.name.value}"`;
  }
  return 'A value';
}

/**
 * Literals in the document follow the REST rules: no NUL in a string (`"\u0000"` is a
 * valid GraphQL escape, and PostgreSQL refuses it) and no exponent in a number (`1e3`:
 * amounts are plain decimals). Variables are checked as the JSON body they come in.
 */
export const LiteralsRule: ValidationRule = (context: ValidationContext) => ({
  StringValue(node, _key, parent, _path, ancestors) {
    if (node.value.includes('\u0000'))
      context.reportError(
        new GraphQLError(NUL_MESSAGE(nameOf(parent, ancestors)), { nodes: node }),
      );
  },
  FloatValue(node, _key, parent, _path, ancestors) {
    if (/[eE]/.test(node.value))
      context.reportError(
        new GraphQLError(GRAPHQL_MESSAGES.exponent(nameOf(parent, ancestors), node.value), {
          nodes: node,
        }),
      );
  },
});

/** graphql-armor reports by throwing "Syntax Error: …"; as a validation error it is a 400. */
function reportAsValidationError(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
}

/**
 * The validation rules added to graphql's own: the alias and cost limits (graphql-armor,
 * MIT), the literal checks, and in production no introspection.
 */
export function graphqlValidationRules(production: boolean): ValidationRule[] {
  const armor = {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [reportAsValidationError],
  };
  return [
    maxAliasesRule({ ...armor, n: GRAPHQL_LIMITS.maxAliases }),
    costLimitRule({ ...armor, maxCost: GRAPHQL_LIMITS.maxCost }),
    LiteralsRule,
    ...(production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
}

/** graphql-js's suggestions ("Did you mean "x"?"), masked as graphql-armor's plugin does. */
const SUGGESTION = /\s*Did you mean .+\?/g;

/** True for an error the AllExceptionsFilter made (it carries our code and status). */
function isMapped(error: GraphQLError): boolean {
  return typeof error.extensions?.status === 'number';
}

/**
 * True for a fault: an error raised while executing that the exception filter did not map
 * (a non-null field left null, a value that does not fit its type), or anything thrown
 * around the execution that is not a client error. Syntax and validation errors (graphql's
 * own, mercurius's MER_ERR_GQL_VALIDATION, 4xx from the hooks) are not.
 */
function isFault(error: GraphQLError): boolean {
  if (isMapped(error)) return false;
  if (error.path) return true;
  const original = error.originalError as { statusCode?: unknown; errors?: unknown } | undefined;
  if (!original || original instanceof GraphQLError || Array.isArray(original.errors)) return false;
  const status = original.statusCode;
  return !(typeof status === 'number' && status >= 400 && status < 500);
}

/**
 * A client error with its documented `extensions.code` (error-mapping's graphqlCode of its
 * status; 400 BAD_REQUEST for graphql's own syntax and validation errors and the gateway's
 * request checks), so every error a client sees carries one.
 */
function withCode(error: GraphQLError): GraphQLError {
  if (typeof error.extensions?.code === 'string') return error;
  const status = (error.originalError as { statusCode?: unknown } | undefined)?.statusCode;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: {
      ...error.extensions,
      code: graphqlCode(typeof status === 'number' && status >= 400 ? status : 400),
    },
  });
}

/**
 * Mercurius's error formatter, with three changes:
 * - every client error carries its `extensions.code` (withCode);
 * - a fault (isFault) is logged once here, with the request id, and answered as "Internal
 *   server error" without its text (500 when there is no data);
 * - in production, suggestions are cut from messages (graphql's hideSuggestions does it
 *   for validation; this catches the rest, as graphql-armor's block-field-suggestions does).
 */
export function graphqlErrorFormatter(production: boolean) {
  return (
    execution: { data?: unknown; errors: readonly GraphQLError[]; statusCode?: number },
    context: MercuriusContext,
  ) => {
    const errors = execution.errors.map((error) => {
      if (!isFault(error)) return withCode(error);
      logger().error(
        { err: error.originalError ?? error, path: error.path },
        'graphql request failed',
      );
      return new GraphQLError(GRAPHQL_MESSAGES.internal, {
        nodes: error.nodes,
        path: error.path,
        originalError: Object.assign(new Error(GRAPHQL_MESSAGES.internal), { statusCode: 500 }),
        extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
      });
    });
    const formatted = mercurius.defaultErrorFormatter(
      { ...execution, errors } as Parameters<typeof mercurius.defaultErrorFormatter>[0],
      context,
    );
    // A request refused as a whole (validation, 4xx from a hook) answers its status even
    // when it carries several errors (mercurius answers 200 then).
    const status = (errors.length === 1 ? errors[0].originalError : undefined) as
      { statusCode?: unknown } | undefined;
    if (!execution.data && typeof status?.statusCode === 'number')
      formatted.statusCode = status.statusCode;
    for (const error of formatted.response.errors ?? []) {
      const json = error as { message: string; extensions?: Record<string, unknown> };
      if (production) json.message = error.message.replace(SUGGESTION, '');
      // graphql's validation errors arrive wrapped (MER_ERR_GQL_VALIDATION) and are
      // unwrapped by mercurius after withCode ran: they are request errors too.
      if (typeof json.extensions?.code !== 'string')
        json.extensions = { ...json.extensions, code: graphqlCode(400) };
    }
    return formatted;
  };
}

/**
 * POST /graphql takes only `application/json` (415 otherwise, before the body is read): a
 * page of another site can post a form (urlencoded, multipart, text/plain) without asking,
 * but not JSON, so the signed-out mutations cannot be run from there. GET runs queries
 * only (mercurius answers 405 to a mutation over GET).
 */
export function registerGraphqlJsonOnly(fastify: FastifyInstance, path: string): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'POST' || request.routeOptions.url !== path) return done();
    const type = request.headers['content-type'] ?? '';
    const mime = type.split(';', 1)[0].trim().toLowerCase();
    if (mime === 'application/json') return done();
    reply.code(415).send(errorBody(GRAPHQL_MESSAGES.jsonOnly));
  });
  // Mercurius takes a `query` that is not text as an already parsed document (skipping the
  // parser's token limit) and fails on it as a 500: the request's shape is checked first.
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.url !== path) return done();
    const valid =
      request.method === 'POST'
        ? isGraphqlRequest(request.body)
        : request.method !== 'GET' || isGraphqlQueryString(request.query);
    done(valid ? undefined : badRequest(GRAPHQL_MESSAGES.notARequest));
  });
}

/** GET: `?query=…` once, `variables` (JSON text) and `operationName` at most once each. */
export function isGraphqlQueryString(query: unknown): boolean {
  if (query === null || typeof query !== 'object') return false;
  const { query: text, variables, operationName } = query as Record<string, unknown>;
  return (
    typeof text === 'string' &&
    (variables === undefined || typeof variables === 'string') &&
    (operationName === undefined || typeof operationName === 'string')
  );
}

/** `{ query: string, variables?: object | null, operationName?: string | null }`. */
export function isGraphqlRequest(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string') return false;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
    return false;
  return operationName == null || typeof operationName === 'string';
}

// The oracle: is an answer one the documents allow? REST: no 5xx; a status the operation
// documents, or one of the generic client errors every route may answer (see
// GENERIC_STATUSES); a JSON body that matches the documented schema of that status (the
// generic ones: ErrorResponse). GraphQL: no 5xx, a `data`/`errors` body, every field error
// with a documented `extensions.code`, never INTERNAL_SERVER_ERROR, and no request error
// for a document the committed schema accepts.
import { Ajv, type ValidateFunction } from 'ajv';
import type { JsonSchema, RestOperation } from './openapi.js';

/**
 * Statuses any REST route may answer without listing them, as the gateway's README says
 * ("400 validation, 401 not signed in / bad token, 403 not allowed, 404, 409, 413 body over
 * 1 MB, 429"), plus 415 for a body in a content type the route does not read. Their body
 * must be the documented ErrorResponse `{ success: false, message }`.
 */
export const GENERIC_STATUSES: readonly number[] = [400, 401, 403, 404, 409, 413, 415, 429];

/** The `extensions.code`s the docs give GraphQL errors (gateway/src/common/error-mapping.ts). */
export const GRAPHQL_CODES: readonly string[] = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
];

/** graphql-js's messages for a document or variables its schema refuses. */
const GRAPHQL_VALIDATION_MESSAGE =
  /^(Cannot query field|Unknown argument|Unknown type|Field ".*" argument ".*" of type .* is required|Variable "\$[^"]*" (got invalid value|of required type|of non-null type|is never used|is not defined)|Field ".*" of type ".*" must have a selection|Field ".*" must not have a selection|Syntax Error)/;

/** HTTP statuses of a GraphQL answer: results (200), request errors (400), and the generic ones. */
export const GRAPHQL_STATUSES: readonly number[] = [200, 400, 413, 415, 429];

export type ViolationKind =
  | '5xx'
  | 'undocumented status'
  | 'schema'
  | 'not JSON'
  | 'graphql code'
  | 'graphql shape'
  | 'graphql schema drift'
  | 'no answer';

export interface Violation {
  kind: ViolationKind;
  detail: string;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** ErrorResponse as the document describes it (also used when a status is generic). */
export const ERROR_RESPONSE: JsonSchema = {
  type: 'object',
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
  required: ['success', 'message'],
};

/**
 * An OpenAPI 3.0 schema as plain JSON Schema: `nullable: true` becomes "null or the
 * schema", also where the schema is an `allOf` (Nest writes a nullable object property as
 * `{ nullable, type: object, allOf: [$ref] }`, which ajv's own `nullable` would refuse).
 */
export function toJsonSchema(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, toJsonSchema(v)]),
    );
  if (schema.items) out.items = toJsonSchema(schema.items);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    if (schema[key]) out[key] = schema[key].map(toJsonSchema);
  }
  if (out.nullable !== true) return out;
  delete out.nullable;
  return { anyOf: [{ type: 'null' }, out] };
}

export class Oracle {
  private readonly ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  private readonly validators = new Map<JsonSchema, ValidateFunction>();

  private validator(schema: JsonSchema): ValidateFunction {
    let v = this.validators.get(schema);
    if (!v) {
      v = this.ajv.compile(toJsonSchema(schema));
      this.validators.set(schema, v);
    }
    return v;
  }

  /** Does the value match the schema? The first error as text when not. */
  check(schema: JsonSchema, value: unknown): string | undefined {
    const v = this.validator(schema);
    if (v(value)) return undefined;
    const e = v.errors?.[0];
    return e ? `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'}` : 'does not match';
  }

  rest(op: RestOperation, answer: Answer): Violation | undefined {
    const { status } = answer;
    if (status >= 500) return { kind: '5xx', detail: `${status} ${answer.text.slice(0, 200)}` };
    const documented = op.responses[String(status)];
    if (!documented && !GENERIC_STATUSES.includes(status))
      return {
        kind: 'undocumented status',
        detail: `${status}; documented ${Object.keys(op.responses).join(', ')}`,
      };
    const schema = documented ? documented.schema : ERROR_RESPONSE;
    const json = !documented || /json/.test(documented.contentType ?? '');
    if (!schema || !json) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return {
        kind: 'not JSON',
        detail: `${status} ${answer.contentType}: ${answer.text.slice(0, 120)}`,
      };
    }
    const problem = this.check(schema, body);
    if (problem) return { kind: 'schema', detail: `${status}: ${problem}` };
    return undefined;
  }

  graphql(answer: Answer, documentValid: boolean): Violation | undefined {
    const { status } = answer;
    if (status >= 500) return { kind: '5xx', detail: `${status} ${answer.text.slice(0, 200)}` };
    if (!GRAPHQL_STATUSES.includes(status))
      return { kind: 'undocumented status', detail: String(status) };
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return { kind: 'not JSON', detail: `${status}: ${answer.text.slice(0, 120)}` };
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return { kind: 'graphql shape', detail: 'the body is not an object' };
    const { data, errors } = body as { data?: unknown; errors?: unknown };
    if (status !== 200 && data === undefined && errors === undefined) {
      // a generic REST-style refusal in front of GraphQL (413, 415, 429)
      return this.check(ERROR_RESPONSE, body)
        ? { kind: 'graphql shape', detail: `${status} without data, errors or message` }
        : undefined;
    }
    if (data === undefined && errors === undefined)
      return { kind: 'graphql shape', detail: 'neither data nor errors' };
    if (errors !== undefined && (!Array.isArray(errors) || errors.length === 0))
      return { kind: 'graphql shape', detail: 'errors is not a non-empty list' };
    for (const error of (errors ?? []) as {
      message?: unknown;
      path?: unknown;
      extensions?: { code?: unknown };
    }[]) {
      if (typeof error?.message !== 'string')
        return { kind: 'graphql shape', detail: 'an error without a message' };
      const code = error.extensions?.code;
      if (code === 'INTERNAL_SERVER_ERROR' || code === 'SERVICE_UNAVAILABLE')
        return { kind: '5xx', detail: `${JSON.stringify(code)}: ${error.message}` };
      if (error.path !== undefined) {
        // a field error: raised by a resolver, must carry a documented code
        if (typeof code !== 'string' || !GRAPHQL_CODES.includes(code))
          return {
            kind: 'graphql code',
            detail: `${code === undefined ? 'no extensions.code' : `code ${JSON.stringify(code)}`}: ${error.message}`,
          };
      } else if (
        code !== undefined &&
        (typeof code !== 'string' || !GRAPHQL_CODES.includes(code))
      ) {
        return { kind: 'graphql code', detail: `code ${JSON.stringify(code)}: ${error.message}` };
      } else if (
        documentValid &&
        status === 400 &&
        GRAPHQL_VALIDATION_MESSAGE.test(error.message)
      ) {
        // graphql-js refused a document and variables the committed schema accepts: the
        // served schema differs from the committed one.
        return { kind: 'graphql schema drift', detail: error.message };
      } else if (code === undefined) {
        return {
          kind: 'graphql code',
          detail: `a request error without extensions.code: ${error.message}`,
        };
      }
    }
    return undefined;
  }
}

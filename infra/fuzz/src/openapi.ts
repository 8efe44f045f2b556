// The committed OpenAPI document as the fuzzer sees it: every operation with its
// parameters, body and documented answers, with `$ref`s resolved, and arbitraries of
// values for a JSON schema (valid ones, or valid-looking ones with hostile parts).
import fc from 'fast-check';
import { hostileJson, stringFor, type Pool } from './values.js';

export type JsonSchema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
  [key: string]: unknown;
};

interface RawParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface RawOperation {
  operationId?: string;
  parameters?: RawParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface RestOperation {
  /** `GET /api/shop/products/get/{id}`: the name failures are grouped by. */
  key: string;
  method: string;
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  body?: { contentType: string; schema: JsonSchema; required: boolean };
  /** Documented answers by status: the JSON schema of the body when one is documented. */
  responses: Record<string, { schema?: JsonSchema; contentType?: string }>;
  secured: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Resolves every local `$ref` (`#/components/schemas/X`); refuses a cycle. */
export function deref(doc: OpenApiDocument, schema: JsonSchema, seen: string[] = []): JsonSchema {
  if (schema.$ref) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name ? doc.components?.schemas?.[name] : undefined;
    if (!name || !target) throw new Error(`unresolvable $ref ${schema.$ref}`);
    if (seen.includes(name)) throw new Error(`cyclic schema ${[...seen, name].join(' → ')}`);
    const rest = { ...schema };
    delete rest.$ref;
    return { ...deref(doc, target, [...seen, name]), ...rest };
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, deref(doc, v, seen)]),
    );
  if (schema.items) out.items = deref(doc, schema.items, seen);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    if (schema[key]) out[key] = schema[key].map((s) => deref(doc, s, seen));
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    out.additionalProperties = deref(doc, schema.additionalProperties, seen);
  return out;
}

/** Every operation of the document, `$ref`s resolved; path parameters only those in the path. */
export function restOperations(doc: OpenApiDocument): RestOperation[] {
  const ops: RestOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const params = (raw.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: Boolean(p.required),
        schema: deref(doc, p.schema ?? { type: 'string' }),
      }));
      const placeholders = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const seenHeaders = new Set<string>();
      const content = raw.requestBody?.content ?? {};
      const contentType = Object.keys(content)[0];
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: placeholders.map(
          (name) =>
            params.find((p) => p.in === 'path' && p.name === name) ?? {
              name,
              required: true,
              schema: { type: 'string' },
            },
        ),
        queryParams: params.filter((p) => p.in === 'query'),
        // `Idempotency-Key` and `idempotency-key` are one header
        headerParams: params.filter((p) => {
          if (p.in !== 'header' || seenHeaders.has(p.name.toLowerCase())) return false;
          seenHeaders.add(p.name.toLowerCase());
          return true;
        }),
        body: contentType
          ? {
              contentType,
              schema: deref(doc, content[contentType].schema ?? {}),
              required: Boolean(raw.requestBody?.required),
            }
          : undefined,
        responses: Object.fromEntries(
          Object.entries(raw.responses ?? {}).map(([status, r]) => {
            const type = Object.keys(r.content ?? {})[0];
            const schema = type ? r.content?.[type]?.schema : undefined;
            return [status, { contentType: type, schema: schema ? deref(doc, schema) : undefined }];
          }),
        ),
        secured: (raw.security ?? []).length > 0,
      });
    }
  }
  return ops;
}

export interface ValueContext {
  pool: Pool;
  /** Where the value goes (the operation's path or GraphQL field), for id hints. */
  where: string;
  /** Longest hostile string (URLs must stay under the request-line limit). */
  maxString?: number;
}

/** Merges `allOf` parts into one object schema (the only use in the document). */
function merged(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  const { allOf, ...rest } = schema;
  return allOf.map(merged).reduce<JsonSchema>(
    (acc, part) => ({
      ...acc,
      ...part,
      properties: { ...acc.properties, ...part.properties },
      required: [...(acc.required ?? []), ...(part.required ?? [])],
    }),
    rest,
  );
}

/**
 * Values for a schema. `valid`: values the schema accepts (names give realistic content,
 * e.g. a real product id); otherwise the same, with hostile parts at any depth (wrong
 * types, NUL, huge, nested, missing required fields, unknown fields).
 */
export function valueArbitrary(
  schema: JsonSchema,
  name: string,
  ctx: ValueContext,
  valid: boolean,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = merged(schema);
  const typed = typedArbitrary(s, name, ctx, valid, depth);
  const withNull = s.nullable
    ? fc.oneof({ weight: 5, arbitrary: typed }, fc.constant(null))
    : typed;
  if (valid) return withNull;
  return fc.oneof(
    { weight: 4, arbitrary: withNull },
    { weight: 1, arbitrary: hostileJson(ctx.maxString) },
  );
}

function typedArbitrary(
  s: JsonSchema,
  name: string,
  ctx: ValueContext,
  valid: boolean,
  depth: number,
): fc.Arbitrary<unknown> {
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  switch (type) {
    case 'string':
      return stringArbitrary(s, name, ctx, valid);
    case 'integer':
    case 'number':
      return numberArbitrary(s, name, type === 'integer', valid);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = valueArbitrary(s.items ?? {}, singular(name), ctx, valid, depth + 1);
      return fc.array(item, {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, depth > 1 ? 2 : 4)),
      });
    }
    case 'object':
      return objectArbitrary(s, ctx, valid, depth);
    default:
      return valid ? fc.jsonValue({ maxDepth: 2 }) : hostileJson(ctx.maxString);
  }
}

function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

function stringArbitrary(
  s: JsonSchema,
  name: string,
  ctx: ValueContext,
  valid: boolean,
): fc.Arbitrary<string> {
  if (s.format === 'binary') return fc.string({ maxLength: 20 });
  const base = stringFor(name, ctx.where, ctx.pool, ctx.maxString);
  if (!valid) return base;
  // valid: the hint or any string, made to fit the schema's bounds
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 200);
  let arb: fc.Arbitrary<string> = s.pattern
    ? fc.stringMatching(new RegExp(s.pattern))
    : fc.oneof(base, fc.string({ minLength: min, maxLength: Math.min(max, min + 30) }));
  if (!s.pattern) arb = arb.map((v) => fit(v, min, max));
  return arb;
}

/** Pads or cuts a string (by code points) to fit [min, max]. */
function fit(value: string, min: number, max: number): string {
  const chars = [...value];
  if (chars.length > max) return chars.slice(0, max).join('');
  if (chars.length < min) return value + 'x'.repeat(min - chars.length);
  return value;
}

function numberArbitrary(
  s: JsonSchema,
  name: string,
  integer: boolean,
  valid: boolean,
): fc.Arbitrary<number> {
  const min = s.minimum ?? (valid ? -1e6 : -1e15);
  const max = s.maximum ?? (valid ? 1e6 : 1e15);
  const edges = [0, 1, -1, 2, 100, 2499, 1999.99, 0.5, 0.001, 2 ** 31 - 1, 1e9].filter(
    (v) => v >= min && v <= max && (!integer || Number.isInteger(v)),
  );
  const n = name.toLowerCase();
  const hints =
    n === 'quantity' || n.includes('stock') || n === 'inventory'
      ? [1, 2, 3]
      : n.includes('price')
        ? [2499, 1999, 999.5]
        : n.includes('review')
          ? [1, 3, 5]
          : [];
  const fitting = hints.filter((v) => v >= min && v <= max && (!integer || Number.isInteger(v)));
  const range = integer
    ? fc.integer({
        min: Math.ceil(Math.max(min, -(2 ** 31))),
        max: Math.floor(Math.min(max, 2 ** 31 - 1)),
      })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    ...(fitting.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...fitting) }] : []),
    ...(edges.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...edges) }] : []),
    { weight: 2, arbitrary: range },
  );
}

function objectArbitrary(
  s: JsonSchema,
  ctx: ValueContext,
  valid: boolean,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, prop] of props) model[key] = valueArbitrary(prop, key, ctx, valid, depth + 1);
  // valid: every required field, some optional ones; hostile: any subset, maybe extras
  const record = fc.record(model, {
    requiredKeys: valid ? props.map(([k]) => k).filter((k) => required.has(k)) : [],
  });
  if (valid) return record;
  return fc
    .tuple(
      record,
      fc.option(
        fc.dictionary(
          fc.constantFrom(
            'role',
            'isAdmin',
            'userId',
            '__proto__',
            'constructor',
            'extra',
            '$where',
          ),
          hostileJson(),
          { maxKeys: 2 },
        ),
        { freq: 5 },
      ),
    )
    .map(([base, extra]) => (extra ? { ...base, ...extra } : base));
}

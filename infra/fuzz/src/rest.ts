// REST requests for one operation of the OpenAPI document: path and query parameters and
// a body from their schemas, valid-looking most of the time, hostile the rest.
import fc from 'fast-check';
import { valueArbitrary, type RestOperation, type ValueContext } from './openapi.js';
import { hostileJson, hostileString, type Pool } from './values.js';

/** One request the fuzzer sends, and all it needs to replay it. */
export interface FuzzRequest {
  /** REST `METHOD /path/{template}`, or `graphql query.field` / `graphql mutation.field`. */
  op: string;
  method: string;
  /** Path with the query string. */
  url: string;
  headers: Record<string, string>;
  /** The body as sent (JSON text, other text), or a multipart upload. */
  body?: string | Upload;
  /** GraphQL: true when the document and variables are valid for the committed schema. */
  graphqlValid?: boolean;
}

export interface Upload {
  multipart: true;
  field: string;
  filename: string;
  type: string;
  size: number;
}

/** Longest hostile string in a URL (a longer request line would be refused by Node, 431). */
const URL_STRING_MAX = 1_000;

const HEADER_SAFE = fc.oneof(
  fc.stringMatching(/^[\x21-\x7e]{0,60}$/),
  fc.uuid(),
  fc.constantFrom('', '0x10', 'a'.repeat(1_000)),
);

/** encodeURIComponent that also takes lone surrogates (sent as their raw, invalid UTF-8 bytes). */
export function encodeAny(value: string): string {
  let out = '';
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

function encodeQuery(entries: [string, string][]): string {
  if (entries.length === 0) return '';
  return `?${entries.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`).join('&')}`;
}

/** A string form of a generated parameter value (what a query string can carry). */
function asParam(value: unknown): string {
  if (typeof value === 'string') return value;
  // numbers and booleans as they print, objects as JSON
  const text = JSON.stringify(value) ?? '';
  return text.slice(0, URL_STRING_MAX);
}

export function restRequestArbitrary(op: RestOperation, pool: Pool): fc.Arbitrary<FuzzRequest> {
  const ctx: ValueContext = { pool, where: op.path, maxString: URL_STRING_MAX };
  const bodyCtx: ValueContext = { pool, where: op.path };
  return fc.boolean().chain((valid) => {
    const path = fc.tuple(
      ...op.pathParams.map((p) =>
        fc.oneof(
          { weight: 5, arbitrary: valueArbitrary(p.schema, p.name, ctx, true).map(asParam) },
          { weight: valid ? 0 : 2, arbitrary: hostileString(URL_STRING_MAX) },
        ),
      ),
    );
    const query = fc.tuple(
      ...op.queryParams.map((p) =>
        fc.option(
          fc.oneof(
            { weight: 5, arbitrary: valueArbitrary(p.schema, p.name, ctx, valid).map(asParam) },
            { weight: valid ? 0 : 2, arbitrary: hostileString(URL_STRING_MAX) },
          ),
          { freq: p.required ? 10 : 2 },
        ),
      ),
    );
    // hostile: a parameter twice, or one the document does not know
    const extraQuery = valid
      ? fc.constant<[string, string][]>([])
      : fc.array(
          fc.tuple(
            fc.constantFrom(...op.queryParams.map((p) => p.name), 'role', '__proto__', 'x'),
            hostileString(URL_STRING_MAX),
          ),
          { maxLength: 2 },
        );
    const headers = fc.tuple(
      ...op.headerParams.map((p) =>
        fc.option(HEADER_SAFE, { freq: 2 }).map((v) => [p.name, v] as const),
      ),
    );
    return fc
      .record({
        path,
        query,
        extraQuery,
        headers,
        body: bodyArbitrary(op, bodyCtx, valid),
      })
      .map(
        ({ path: values, query: queries, extraQuery: extra, headers: hs, body }): FuzzRequest => {
          let url = op.path;
          op.pathParams.forEach((p, i) => {
            url = url.replace(`{${p.name}}`, encodeAny(values[i]));
          });
          const entries: [string, string][] = [];
          op.queryParams.forEach((p, i) => {
            const v = queries[i];
            if (v !== null) entries.push([p.name, v]);
          });
          const headerMap: Record<string, string> = {};
          for (const [k, v] of hs) if (v !== null) headerMap[k] = v;
          if (body?.contentType) headerMap['content-type'] = body.contentType;
          return {
            op: op.key,
            method: op.method,
            url: url + encodeQuery([...entries, ...extra]),
            headers: headerMap,
            body: body?.payload,
          };
        },
      );
  });
}

interface Body {
  contentType?: string;
  payload?: string | Upload;
}

function bodyArbitrary(
  op: RestOperation,
  ctx: ValueContext,
  valid: boolean,
): fc.Arbitrary<Body | undefined> {
  if (!op.body) {
    return valid || op.method === 'GET'
      ? fc.constant(undefined)
      : fc
          .option(
            fc
              .jsonValue({ maxDepth: 2 })
              .map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) })),
            { freq: 4 },
          )
          .map((b) => b ?? undefined);
  }
  if (op.body.contentType === 'multipart/form-data') {
    const fileField = Object.keys(op.body.schema.properties ?? { file: {} })[0] ?? 'file';
    return fc
      .record({
        field: valid ? fc.constant(fileField) : fc.constantFrom(fileField, 'other'),
        filename: fc.oneof(
          fc.constantFrom('saree.jpg', 'clip.mp4', 'x.png', '../../evil.js', 'a\u0000b.jpg', ''),
          fc.string({ maxLength: 20 }),
        ),
        type: fc.constantFrom(
          'image/jpeg',
          'image/png',
          'video/mp4',
          'text/html',
          'application/octet-stream',
          '',
        ),
        size: fc.constantFrom(0, 1, 100, 5_000),
      })
      .map((u) => ({ contentType: undefined, payload: { multipart: true as const, ...u } }));
  }
  const json = valueArbitrary(op.body.schema, 'body', ctx, valid).map((v): Body => ({
    contentType: 'application/json',
    payload: JSON.stringify(v),
  }));
  if (valid) return json;
  // hostile: broken JSON, another content type, no body, a top-level non-object
  return fc.oneof(
    { weight: 8, arbitrary: json },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body | undefined>(
        undefined,
        { contentType: 'application/json', payload: '' },
        { contentType: 'application/json', payload: '{' },
        { contentType: 'application/json', payload: '{"a":1,}' },
        { contentType: 'application/json', payload: '\u0000' },
        { contentType: 'text/plain', payload: '{"email":"a@b.c"}' },
        { contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.c&password=x' },
        { contentType: 'application/xml', payload: '<a/>' },
      ),
    },
    {
      weight: 1,
      arbitrary: hostileJson().map((v): Body => ({
        contentType: 'application/json',
        payload: JSON.stringify(v) ?? 'null',
      })),
    },
  );
}

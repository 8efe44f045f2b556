// Sends a generated request to the gateway and reads the whole answer.
import type { Answer } from './oracle.js';
import type { FuzzRequest } from './rest.js';

/** An answer that did not come (connection refused or reset, or no answer in time). */
export class NoAnswer extends Error {}

export async function send(
  baseUrl: string,
  request: FuzzRequest,
  token: string | undefined,
  timeoutMs: number,
): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (typeof request.body === 'object') {
    const u = request.body;
    const form = new FormData();
    form.append(
      u.field,
      new Blob([new Uint8Array(u.size).fill(0x61)], { type: u.type }),
      u.filename,
    );
    body = form;
  } else {
    body = request.body;
  }
  let res: Response;
  try {
    res = await fetch(baseUrl + request.url, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    if (e.name === 'TypeError' && !e.cause) throw err; // a request fetch itself refuses: the fuzzer's bug
    throw new NoAnswer(
      e.name === 'TimeoutError'
        ? `no answer in ${timeoutMs} ms`
        : (e.cause?.code ?? e.cause?.message ?? e.message),
    );
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw new NoAnswer(`the body broke off: ${(err as Error).message}`);
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text };
}

/** The request as a shell command, to replay one example by hand. */
export function asCurl(baseUrl: string, request: FuzzRequest, identity: string): string {
  const parts = [`curl -sS -X ${request.method}`, `'${baseUrl}${request.url}'`];
  for (const [k, v] of Object.entries(request.headers)) parts.push(`-H '${k}: ${v}'`);
  if (identity !== 'anonymous') parts.push(`-H 'authorization: Bearer <${identity} token>'`);
  if (typeof request.body === 'string') {
    const shown =
      request.body.length > 400
        ? `${request.body.slice(0, 400)}…(${request.body.length} chars)`
        : request.body;
    parts.push(`--data-raw ${JSON.stringify(shown)}`);
  } else if (request.body) {
    parts.push(
      `-F '${request.body.field}=@<${request.body.size} bytes>;filename=${JSON.stringify(request.body.filename)};type=${request.body.type}'`,
    );
  }
  return parts.join(' ');
}

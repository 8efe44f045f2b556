// A fake gateway for page tests: `fetch` is stubbed at the network edge and each request is
// answered by the test's handler, as the real /api routes would answer.
import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  body: unknown;
}

export type FakeReply = { status: number; body: unknown } | 'network-error';

/** Stubs fetch; returns the list of requests seen (in order). */
export function stubGateway(handle: (request: SeenRequest) => FakeReply): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const text = await request.text();
      const entry: SeenRequest = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        authorization: request.headers.get('Authorization'),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      seen.push(entry);
      const reply = handle(entry);
      if (reply === 'network-error') throw new TypeError('fetch failed');
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return seen;
}

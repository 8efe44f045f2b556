// A fake gateway for page tests: `fetch` is stubbed at the network edge and each request is
// answered by the test's handler, as the real /api routes would answer. A request the handler
// does not expect (it throws, or returns undefined) fails the test after it ends, by name:
// a screen that asks for more than its test planned for must not pass or fail by timing.
import { setTimeout as nextMacrotask } from 'node:timers/promises';
import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  body: unknown;
}

export type FakeReply =
  /** A JSON answer. */
  | { status: number; body: unknown }
  /** Any other answer (a PDF, say), with its headers (Content-Type, Content-Disposition). */
  | { status: number; raw: string | Uint8Array<ArrayBuffer>; headers: Record<string, string> }
  | 'network-error';

/**
 * The side menu's counts of what waits for moderation (pending testimonials, pending
 * reviews), answered as none; undefined for any other request. For tests of screens inside
 * the console's layout that are not about those counts.
 */
export function noMenuCounts({ method, path, query }: SeenRequest): FakeReply | undefined {
  if (method !== 'GET') return undefined;
  if (path === '/api/admin/feedback/get' && query.get('status') === 'pending')
    return {
      status: 200,
      body: { success: true, data: [], total: 0, counts: { pending: 0, approved: 0, rejected: 0 } },
    };
  if (path === '/api/admin/product-reviews/counts')
    return { status: 200, body: { success: true, data: { pending: 0, approved: 0, rejected: 0 } } };
  return undefined;
}

const unanswered: string[] = [];
const inFlight = new Set<Promise<unknown>>();

function track<T>(work: Promise<T>): Promise<T> {
  inFlight.add(work);
  const done = () => inFlight.delete(work);
  work.then(done, done);
  return work;
}

function noAnswer(name: string, why = ''): never {
  unanswered.push(why ? `${name} (${why})` : name);
  throw new TypeError(`The fake gateway has no answer for ${name}`);
}

/** The fetch of a test without a fake gateway: every request fails the test. */
export function noGatewayFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  return track(
    Promise.resolve().then(() => {
      const url = new URL(request.url);
      return noAnswer(`${request.method} ${url.pathname}${url.search}`, 'no fake gateway');
    }),
  );
}

/**
 * For the test setup, after each test: waits until the requests already sent have been
 * answered (and those they lead to), then returns and forgets the unanswered ones.
 */
export async function settleGateway(): Promise<string[]> {
  for (let round = 0; round < 20; round += 1) {
    await nextMacrotask(0);
    if (inFlight.size === 0) break;
    await Promise.allSettled([...inFlight]);
  }
  return unanswered.splice(0);
}

/** Stubs fetch; returns the list of requests seen (in order). */
export function stubGateway(
  handle: (request: SeenRequest) => FakeReply | undefined | Promise<FakeReply | undefined>,
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) =>
      track(
        (async () => {
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
          const name = `${request.method} ${url.pathname}${url.search}`;
          let reply: FakeReply | undefined;
          try {
            // A promise answers later: a test that checks what shows while a call runs.
            reply = await handle(entry);
          } catch (error) {
            noAnswer(name, error instanceof Error ? error.message : String(error));
          }
          if (reply === undefined) noAnswer(name);
          if (reply === 'network-error') throw new TypeError('fetch failed');
          if ('raw' in reply)
            return new Response(reply.raw, { status: reply.status, headers: reply.headers });
          return new Response(JSON.stringify(reply.body), {
            status: reply.status,
            headers: { 'Content-Type': 'application/json' },
          });
        })(),
      ),
    ),
  );
  return seen;
}

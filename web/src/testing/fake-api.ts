import { setTimeout as nextMacrotask } from 'node:timers/promises';
import { vi } from 'vitest';
import { fakeXhr, type FakeUploadReply } from '@boutique/web-kit/testing';

export type FakeRequest = {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
  headers: Headers;
};

/**
 * An answer: `body` as JSON; or, when it is bytes (a Uint8Array, e.g. a PDF), as they are.
 * `headers` are added (Content-Type, Content-Disposition, …).
 */
export type FakeResponse = { status: number; body: unknown; headers?: Record<string, string> };

/** Answers a request; `undefined` means the fake has no answer for it (the test fails). */
export type FakeHandler = (
  request: FakeRequest,
) => FakeResponse | undefined | Promise<FakeResponse | undefined>;

// Requests that no fake answered, and the fake requests still being answered. A page that
// asks for something its test did not plan for fails that test by name (setup-tests.ts)
// instead of getting an error answer that may or may not matter before the last assertion.
const unanswered: string[] = [];
const inFlight = new Set<Promise<unknown>>();

const describeRequest = (request: { method: string; path: string; body?: unknown }) => {
  const query = (request.body as { query?: unknown } | undefined)?.query;
  const operation =
    typeof query === 'string' ? /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] : undefined;
  return `${request.method} ${request.path}${operation ? ` (${operation})` : ''}`;
};

function noAnswer(request: { method: string; path: string; body?: unknown }): Response {
  const name = describeRequest(request);
  unanswered.push(name);
  return new Response(
    JSON.stringify({ success: false, message: `The fake API has no answer for ${name}` }),
    { status: 501, headers: { 'Content-Type': 'application/json' } },
  );
}

function track<T>(work: Promise<T>): Promise<T> {
  inFlight.add(work);
  const done = () => inFlight.delete(work);
  work.then(done, done);
  return work;
}

/**
 * The fetch of a test that installed no fake API: every request is unanswered (and fails the
 * test). setup-tests.ts puts it in place of the real fetch.
 */
export function noFakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  return Promise.resolve(
    noAnswer({ method: request.method, path: `${url.pathname}${url.search}` }),
  );
}

/**
 * For the test setup, after each test: waits until the requests already sent have been
 * answered (and those they lead to, such as a refresh and its retry), then returns and
 * forgets the requests that no fake answered.
 */
export async function settleFakeApi(): Promise<string[]> {
  await answered();
  return unanswered.splice(0);
}

/**
 * Resolves once every request the page has started is answered, and those they led to (a
 * refresh and its retry). It turns the real event loop, so it also works under fake timers.
 */
async function answered(): Promise<void> {
  // A request the page started just before reaches fetch a few promises later.
  for (let round = 0; round < 20; round += 1) {
    await nextMacrotask(0);
    if (inFlight.size === 0) return;
    await Promise.allSettled([...inFlight]);
  }
}

/**
 * Replaces global fetch with a small fake of the gateway: `handler` answers each request
 * (path without the /api prefix). Every request is recorded in `requests`. A request the
 * handler has no answer for (it returns undefined) is answered 501 and fails the test, with
 * the request's method and path, when the test ends.
 */
export function installFakeApi(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    track(
      (async () => {
        const request = input instanceof Request ? input : new Request(input, init);
        const url = new URL(request.url);
        const text = await request.text();
        const recorded: FakeRequest = {
          method: request.method,
          path: url.pathname.replace(/^\/api/, '') + url.search,
          authorization: request.headers.get('Authorization'),
          body: text ? (JSON.parse(text) as unknown) : undefined,
          headers: request.headers,
        };
        requests.push(recorded);
        const answer = await handler(recorded);
        if (!answer) return noAnswer(recorded);
        // ArrayBuffer.isView: a TextEncoder's bytes may come from another realm (jsdom).
        if (ArrayBuffer.isView(answer.body)) {
          const view = answer.body;
          const bytes = new Uint8Array(view.byteLength);
          bytes.set(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
          return new Response(bytes, {
            status: answer.status,
            headers: { 'Content-Type': 'application/octet-stream', ...answer.headers },
          });
        }
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json', ...answer.headers },
        });
      })(),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  // Uploads go through XMLHttpRequest (for their progress): the same handler answers them,
  // recorded with the multipart body as its entries (`{ file: File }`).
  const xhr = fakeXhr((sent) =>
    track(
      (async (): Promise<FakeUploadReply> => {
        const url = new URL(sent.url, window.location.href);
        const recorded: FakeRequest = {
          method: sent.method,
          path: url.pathname.replace(/^\/api/, '') + url.search,
          authorization: sent.authorization,
          body: sent.body,
          headers: new Headers(sent.headers),
        };
        requests.push(recorded);
        const answer = await handler(recorded);
        if (!answer) {
          const refused = noAnswer(recorded);
          return { status: refused.status, body: (await refused.json()) as unknown };
        }
        return { status: answer.status, body: answer.body };
      })(),
    ),
  );
  vi.stubGlobal('XMLHttpRequest', xhr.Xhr);
  return {
    requests,
    fetchMock,
    /** Requests to one path, e.g. '/auth/refresh'. */
    calls: (path: string) => requests.filter((request) => request.path === path),
    /** Resolves once the requests the page has started are answered (see `answered`). */
    answered,
  };
}

/** A handler that answers one request, e.g. `answering('POST /auth/login', ...)`, and no other. */
export function answering(route: string, response: FakeResponse): FakeHandler {
  return (request) => (`${request.method} ${request.path}` === route ? response : undefined);
}

export const customer = {
  id: 'u-1',
  _id: 'u-1',
  userName: 'Asha',
  email: 'asha@example.com',
  role: 'user',
};

export const admin = {
  id: 'a-1',
  _id: 'a-1',
  userName: 'Meera',
  email: 'meera@example.com',
  role: 'admin',
};

export const unauthorized = (message = 'Invalid or expired token'): FakeResponse => ({
  status: 401,
  body: { success: false, message },
});

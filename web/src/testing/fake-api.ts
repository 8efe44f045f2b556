import { vi } from 'vitest';

export type FakeRequest = {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
  headers: Headers;
};

export type FakeResponse = { status: number; body: unknown };

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/**
 * Replaces global fetch with a small fake of the gateway: `handler` answers each request
 * (path without the /api prefix). Every request is recorded in `requests`.
 */
export function installFakeApi(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
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
    const { status, body } = await handler(recorded);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    /** Requests to one path, e.g. '/auth/refresh'. */
    calls: (path: string) => requests.filter((request) => request.path === path),
  };
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

// Test doubles for the kit's edges: a Web Storage in memory and a fake server behind a
// `fetchFn`. For tests only (the apps' and the kit's own).

/** A Web Storage in memory, for `createTokenStore({ storage: () => storage })`. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** A request as the fake server saw it. */
export interface SeenRequest {
  path: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** The fake server's answer: a status and a JSON body, or no answer at all. */
export type FakeReply = { status: number; body: unknown } | 'network-error';

/**
 * A fake server: `handle` answers each request (by path and what it carried), and every
 * request is recorded in `seen`. Pass `fetchFn` to the base query.
 */
export function fakeServer(handle: (request: SeenRequest) => FakeReply | Promise<FakeReply>): {
  seen: SeenRequest[];
  fetchFn: typeof fetch;
} {
  const seen: SeenRequest[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.text();
    const entry: SeenRequest = {
      path: new URL(request.url).pathname,
      method: request.method,
      authorization: request.headers.get('Authorization'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    seen.push(entry);
    const reply = await handle(entry);
    if (reply === 'network-error') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { seen, fetchFn };
}

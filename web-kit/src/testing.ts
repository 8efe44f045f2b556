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

/** An upload as the fake XMLHttpRequest saw it; a FormData body as its entries. */
export interface SeenUpload {
  method: string;
  url: string;
  authorization: string | null;
  headers: Record<string, string>;
  /** `{ file: File }` for a multipart upload; any other body as it was sent. */
  body: unknown;
}

/** What the fake XHR answers: a status and a JSON body (or text), or no answer at all. */
export type FakeUploadReply = { status: number; body: unknown } | 'network-error';

/**
 * A fake XMLHttpRequest: `handle` answers each request (a promise holds it open), and every
 * request is recorded in `sent`. Before answering it reports half the upload as sent
 * (`upload.onprogress`, 50 of 100). `create` is for an uploader's `createXhr`, `Xhr` to stand
 * in for the global XMLHttpRequest. `abort()` ends it with `onabort` at once.
 */
export function fakeXhr(
  handle: (request: SeenUpload) => FakeUploadReply | Promise<FakeUploadReply>,
) {
  const sent: SeenUpload[] = [];
  const create = (): XMLHttpRequest => {
    const headers: Record<string, string> = {};
    let method = 'GET';
    let url = '';
    let done = false;
    const xhr = {
      status: 0,
      responseText: '',
      upload: { onprogress: null as ((event: ProgressEvent) => void) | null },
      onload: null as (() => void) | null,
      onerror: null as (() => void) | null,
      ontimeout: null as (() => void) | null,
      onabort: null as (() => void) | null,
      open(verb: string, target: string | URL) {
        method = verb.toUpperCase();
        url = String(target);
      },
      setRequestHeader(name: string, value: string) {
        headers[name] = value;
      },
      abort() {
        if (done) return;
        done = true;
        xhr.onabort?.();
      },
      send(body?: unknown) {
        const seen: SeenUpload = {
          method,
          url,
          authorization: headers.Authorization ?? null,
          headers: { ...headers },
          body: body instanceof FormData ? Object.fromEntries(body.entries()) : body,
        };
        sent.push(seen);
        void (async () => {
          await Promise.resolve();
          if (done) return;
          xhr.upload.onprogress?.({
            lengthComputable: true,
            loaded: 50,
            total: 100,
          } as ProgressEvent);
          const reply = await handle(seen);
          if (done) return;
          done = true;
          if (reply === 'network-error') {
            xhr.onerror?.();
            return;
          }
          xhr.status = reply.status;
          xhr.responseText =
            typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
          xhr.onload?.();
        })();
      },
    };
    return xhr as unknown as XMLHttpRequest;
  };
  // `new Xhr()` returns the fake (a constructor may return an object of its own).
  const Xhr = function FakeXMLHttpRequest() {
    return create();
  } as unknown as typeof XMLHttpRequest;
  return { sent, create, Xhr };
}

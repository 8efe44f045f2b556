// HttpDrain on a plain node:http server, spoken to over raw keep-alive sockets (as a proxy
// pools them): what happens to a request in flight, an idle connection, a request sent on
// an idle connection after the drain started, a new connection, and the deadline.
import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, it } from 'node:test';
import { HttpDrain, PROXY_IDLE_GRACE_MS, type HttpDrainOptions } from './http-drain.js';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A keep-alive client connection that reads one answer per request (no pipelining). */
class KeepAliveSocket {
  readonly closed: Promise<void>;
  private buffer = '';
  private waiting?: () => void;

  private constructor(readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.waiting?.();
    });
    socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
  }

  static async open(port: number): Promise<KeepAliveSocket> {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return new KeepAliveSocket(socket);
  }

  get isClosed(): boolean {
    return this.socket.destroyed || this.socket.readyState === 'closed';
  }

  async request(path: string): Promise<Answer> {
    this.socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n`);
    for (;;) {
      const answer = this.parse();
      if (answer) return answer;
      if (this.isClosed) throw new Error(`connection closed before the answer to ${path}`);
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        this.socket.once('close', resolve);
      });
    }
  }

  private parse(): Answer | undefined {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine, ...lines] = this.buffer.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const at = line.indexOf(':');
      headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return undefined;
    const body = this.buffer.slice(end + 4, end + 4 + length);
    this.buffer = this.buffer.slice(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}

let server: Server | undefined;
const held: ServerResponse[] = [];

afterEach(() => {
  for (const response of held.splice(0)) response.destroy();
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server answering `/` at once and `/slow?ms=N` after N ms (or never: `/hang`). */
async function start(options: HttpDrainOptions): Promise<{ port: number; drain: HttpDrain }> {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://test');
    const send = () => {
      response.setHeader('content-type', 'text/plain');
      response.end(`ok ${url.pathname}`);
    };
    if (url.pathname === '/hang') return void held.push(response);
    if (url.pathname === '/slow') setTimeout(send, Number(url.searchParams.get('ms')));
    else send();
  });
  server.keepAliveTimeout = 60_000;
  const drain = new HttpDrain(server, { pollMs: 20, ...options });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, drain };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('HttpDrain behind a proxy that pools connections', () => {
  it('lets the request in flight finish with Connection: close, and refuses new connections', async () => {
    const { port, drain } = await start({ proxyKeepAliveTimeoutMs: 200, shutdownTimeoutMs: 5000 });
    const client = await KeepAliveSocket.open(port);
    const answer = client.request('/slow?ms=300');
    await sleep(50);
    const drained = drain.drain();
    assert.equal(await refused(port), true, 'a new connection is refused');
    const { status, headers, body } = await answer;
    assert.equal(status, 200);
    assert.equal(body, 'ok /slow');
    assert.equal(headers.connection, 'close');
    await client.closed;
    assert.deepEqual((await drained).forced, 0);
  });

  it('never closes an idle connection under the proxy: a request on it is answered with Connection: close', async () => {
    const proxyKeepAliveTimeoutMs = 300;
    const { port, drain } = await start({ proxyKeepAliveTimeoutMs, shutdownTimeoutMs: 10_000 });
    const client = await KeepAliveSocket.open(port);
    const before = await client.request('/');
    assert.equal(before.headers.connection, 'keep-alive');
    const started = Date.now();
    const drained = drain.drain();
    // Idle for a while after the drain started (as a pooled connection waits for work):
    // still open, and the next request on it is answered, not reset.
    await sleep(proxyKeepAliveTimeoutMs / 2);
    assert.equal(client.isClosed, false, 'the idle connection is left open');
    const after = await client.request('/');
    assert.equal(after.status, 200);
    assert.equal(after.headers.connection, 'close');
    await client.closed;
    assert.equal((await drained).forced, 0);
    assert.ok(Date.now() - started < 2000);
  });

  it('closes a connection the proxy left idle longer than its keepalive_timeout, then ends', async () => {
    const proxyKeepAliveTimeoutMs = 200;
    const { port, drain } = await start({ proxyKeepAliveTimeoutMs, shutdownTimeoutMs: 10_000 });
    const client = await KeepAliveSocket.open(port);
    await client.request('/');
    const idleFrom = Date.now();
    const result = await drain.drain();
    const waited = Date.now() - idleFrom;
    assert.equal(result.forced, 0);
    assert.ok(waited >= proxyKeepAliveTimeoutMs + PROXY_IDLE_GRACE_MS - 50, `waited ${waited} ms`);
    assert.ok(waited < proxyKeepAliveTimeoutMs + PROXY_IDLE_GRACE_MS + 1000, `waited ${waited} ms`);
    await client.closed;
  });

  it('ends as soon as the proxy has closed its idle connections', async () => {
    const { port, drain } = await start({
      proxyKeepAliveTimeoutMs: 5000,
      shutdownTimeoutMs: 10_000,
    });
    const client = await KeepAliveSocket.open(port);
    await client.request('/');
    const started = Date.now();
    const drained = drain.drain();
    await sleep(100);
    client.socket.end();
    assert.equal((await drained).forced, 0);
    assert.ok(Date.now() - started < 1000);
  });
});

describe('HttpDrain without a proxy (PROXY_KEEPALIVE_TIMEOUT_MS unset)', () => {
  it('closes idle connections at once and ends when the request in flight is answered', async () => {
    const { port, drain } = await start({ shutdownTimeoutMs: 5000 });
    const idle = await KeepAliveSocket.open(port);
    await idle.request('/');
    const busy = await KeepAliveSocket.open(port);
    const answer = busy.request('/slow?ms=200');
    await sleep(30);
    const started = Date.now();
    const drained = drain.drain();
    await idle.closed;
    assert.ok(Date.now() - started < 150, 'the idle connection closed at once');
    assert.equal((await answer).headers.connection, 'close');
    assert.equal((await drained).forced, 0);
  });

  it('cuts what still runs at shutdownTimeoutMs', async () => {
    const { port, drain } = await start({ shutdownTimeoutMs: 300 });
    const client = await KeepAliveSocket.open(port);
    void client.request('/hang').catch(() => undefined);
    await sleep(30);
    const started = Date.now();
    const result = await drain.drain();
    assert.equal(result.forced, 1);
    assert.ok(Date.now() - started >= 280);
    await client.closed;
  });
});

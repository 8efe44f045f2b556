import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long past the proxy's idle timeout an idle connection is still left to the proxy
 * while draining (its timer started when it got the connection back, a little after the
 * gateway finished the response).
 */
export const PROXY_IDLE_GRACE_MS = 1000;

export interface HttpDrainOptions {
  /**
   * The idle timeout of the proxy in front that pools connections to this server (nginx's
   * upstream `keepalive_timeout`). Draining leaves an idle connection open until it has been
   * idle that long (+ PROXY_IDLE_GRACE_MS): by then the proxy has closed it. Undefined: no
   * such proxy; idle connections are closed as soon as the drain starts.
   */
  proxyKeepAliveTimeoutMs?: number;
  /** The longest drain: then every connection still open is closed. */
  shutdownTimeoutMs: number;
  /** How often the drain looks at its connections besides when one changes (ms). */
  pollMs?: number;
}

export interface DrainResult {
  /** Connections still open at the deadline, closed then (requests in flight among them cut). */
  forced: number;
  /** How long the drain took. */
  ms: number;
}

interface Connection {
  /** Requests read on it whose response has not finished yet. */
  inFlight: number;
  /** When it last had nothing in flight (connected, or its last response finished). */
  idleSince: number;
}

/**
 * Drains a node:http server without a failed request behind a proxy that keeps
 * connections alive (nginx). Installed on the server before it listens; `drain()` then
 *
 * 1. closes the listening socket only: no new connections (a proxy connecting gets
 *    "connection refused" and, having sent nothing, tries another upstream, POSTs too).
 *    Not `http.Server#close()`, which also closes every idle keep-alive connection at once
 *    (Node ≥ 19): the proxy may be writing a request on one of them at that moment, and a
 *    POST whose connection closes under it is a 502 the proxy may not retry;
 * 2. answers every request from then on, and every one in flight whose headers are not
 *    sent yet, with `Connection: close`: the proxy does not reuse that connection, and
 *    node closes it after the response;
 * 3. leaves idle connections to the proxy, which closes them after its keepalive_timeout
 *    (this server's keepAliveTimeout is longer, so the proxy always closes first);
 *    without a proxy (proxyKeepAliveTimeoutMs unset) idle connections are closed at once;
 * 4. resolves when no connection is left, or at shutdownTimeoutMs after closing the rest.
 */
export class HttpDrain {
  private readonly connections = new Map<Socket, Connection>();
  private readonly responses = new Set<ServerResponse>();
  private draining = false;
  private wake?: () => void;

  constructor(
    private readonly server: Server,
    private readonly options: HttpDrainOptions,
  ) {
    server.on('connection', (socket: Socket) => {
      this.connections.set(socket, { inFlight: 0, idleSince: Date.now() });
      socket.once('close', () => {
        this.connections.delete(socket);
        this.wake?.();
      });
    });
    // First of the request listeners: it must see every request, the ones answered before
    // Fastify (catalogue cache fast path, API throttle) too. Those replace the listeners they
    // find when installed, so this is installed after them (after createGatewayApp).
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) =>
      this.track(request.socket, response),
    );
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Connections open now. */
  get openConnections(): number {
    return this.connections.size;
  }

  async drain(): Promise<DrainResult> {
    const started = Date.now();
    this.draining = true;
    for (const response of this.responses) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
    if (this.server.listening) NetServer.prototype.close.call(this.server);
    const idleLimit =
      this.options.proxyKeepAliveTimeoutMs === undefined
        ? 0
        : this.options.proxyKeepAliveTimeoutMs + PROXY_IDLE_GRACE_MS;
    const deadline = started + this.options.shutdownTimeoutMs;
    for (;;) {
      const now = Date.now();
      for (const [socket, connection] of this.connections) {
        if (connection.inFlight === 0 && now - connection.idleSince >= idleLimit) socket.destroy();
      }
      if (this.connections.size === 0) return { forced: 0, ms: Date.now() - started };
      if (now >= deadline) break;
      await this.pause(Math.min(this.options.pollMs ?? 250, deadline - now));
    }
    const forced = this.connections.size;
    for (const socket of this.connections.keys()) socket.destroy();
    return { forced, ms: Date.now() - started };
  }

  private track(socket: Socket, response: ServerResponse): void {
    const connection = this.connections.get(socket);
    if (connection) connection.inFlight++;
    this.responses.add(response);
    if (this.draining) response.setHeader('connection', 'close');
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      this.responses.delete(response);
      if (connection) {
        connection.inFlight--;
        connection.idleSince = Date.now();
      }
      this.wake?.();
    };
    response.once('finish', finish);
    response.once('close', finish);
  }

  /** Waits `ms`, or less when a connection closes or a response finishes. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}

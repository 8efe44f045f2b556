import pg from 'pg';
import type { Logger } from 'pino';

export interface PgListenerOptions {
  connectionString: string;
  logger: Logger;
  onNotification: (channel: string, payload: string) => void;
  /**
   * Called after each connection LISTENs on every channel: notifications sent while there
   * was no connection are lost, so whoever relies on them catches up here.
   */
  onConnected: () => void;
  /** How often the idle connection is checked with a query (a silent drop ends it). */
  pingIntervalMs?: number;
  /** First reconnect delay; doubles up to maxReconnectDelayMs. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

/**
 * One PostgreSQL connection that LISTENs on a set of channels and keeps doing so: it
 * reconnects after an error, an end or a failed ping (with backoff), LISTENs again on
 * every channel and then calls onConnected.
 */
export class PgListener {
  private client?: pg.Client;
  private readonly channels = new Set<string>();
  /** Channels the current connection LISTENs on. */
  private listening = new Set<string>();
  private connecting?: Promise<boolean>;
  private stopped = false;
  private reconnectTimer?: NodeJS.Timeout;
  private pingTimer?: NodeJS.Timeout;
  private failures = 0;

  constructor(private readonly options: PgListenerOptions) {}

  /**
   * LISTENs on `channel` too. Answers `connected` when the channel was LISTENed by a new
   * connection (onConnected ran for it), `added` when it was added to a live connection
   * (the caller catches up itself), `pending` when there is no connection now (one is
   * retried, and onConnected runs when it is made).
   */
  async listen(channel: string): Promise<'connected' | 'added' | 'pending'> {
    this.channels.add(channel);
    if (!this.client && !this.connecting) await this.connect();
    else if (this.connecting) await this.connecting;
    const client = this.client;
    if (!client) return 'pending';
    if (this.listening.has(channel)) return 'connected';
    try {
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      this.listening.add(channel);
      return 'added';
    } catch (error) {
      this.drop(client, error);
      return 'pending';
    }
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<boolean> {
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<boolean> {
    if (this.stopped) return false;
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      keepAlive: true,
      // named, so an operator (or a test) can find it in pg_stat_activity
      application_name: 'boutique-bus-listener',
    });
    client.on('notification', (message) =>
      this.options.onNotification(message.channel, message.payload ?? ''),
    );
    client.on('error', (error) => this.drop(client, error));
    client.on('end', () => this.drop(client, new Error('connection ended')));
    try {
      await client.connect();
      this.listening = new Set();
      for (const channel of this.channels) {
        await client.query(`LISTEN ${quoteIdentifier(channel)}`);
        this.listening.add(channel);
      }
    } catch (error) {
      this.options.logger.warn({ err: error }, 'event bus listener could not connect; retrying');
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return false;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return false;
    }
    this.client = client;
    this.failures = 0;
    this.startPing(client);
    this.options.onConnected();
    return true;
  }

  /** Forgets a broken connection and schedules a new one. */
  private drop(client: pg.Client, error: unknown) {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.pingTimer);
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.options.logger.warn(
      { err: error },
      'event bus listener lost its connection; reconnecting',
    );
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.stopped || this.reconnectTimer) return;
    const base = this.options.reconnectDelayMs ?? 250;
    const delay = Math.min(this.options.maxReconnectDelayMs ?? 5_000, base * 2 ** this.failures);
    this.failures += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }

  private startPing(client: pg.Client) {
    const every = this.options.pingIntervalMs ?? 10_000;
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('ping timed out')), every);
      });
      Promise.race([client.query('SELECT 1'), timeout])
        .catch((error: unknown) => this.drop(client, error))
        .finally(() => clearTimeout(timer));
    }, every);
    this.pingTimer.unref();
  }
}

/** A channel name as a quoted identifier (topics contain dots). */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

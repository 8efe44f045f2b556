import { setTimeout as sleep } from 'node:timers/promises';
import { logger } from '@boutique/service-kit';
import { Redis } from 'ioredis';
import {
  REVOCATION_RETENTION_MS,
  type Revocation,
  type RevocationFeed,
} from './access-revocations.js';

type StreamEntries = [id: string, fields: string[]][];

/**
 * Revocations shared by every gateway replica through one Redis stream (`<prefix>revocations`):
 * a revocation is an XADD (entries older than a day are trimmed with MINID), and each
 * replica reads the stream from the start when it starts, then follows it with a blocking
 * XREAD on a connection of its own. A stream, unlike pub/sub, loses nothing while a
 * replica is disconnected: it reads on from the last entry it saw. The request path never
 * touches Redis (AccessRevocations keeps the result in memory).
 */
export class RedisRevocationFeed implements RevocationFeed {
  private readonly key: string;
  private readonly reader: Redis;
  private readonly blockMs: number;
  private lastId = '0';
  private closed = false;
  private following?: Promise<void>;
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis,
    options: { prefix?: string; blockMs?: number } = {},
  ) {
    this.key = `${options.prefix ?? 'boutique:gateway:'}revocations`;
    // Blocking reads need a connection of their own, without the command timeout.
    this.reader = redis.duplicate({
      commandTimeout: undefined,
      connectionName: 'gateway-revocations',
    });
    this.reader.on('error', () => undefined);
    this.blockMs = options.blockMs ?? 5000;
  }

  /** Connects to `url` (redis:// or rediss://). */
  static connect(url: string, prefix?: string) {
    const redis = new Redis(url, {
      connectionName: 'gateway-revocations-writer',
      maxRetriesPerRequest: 2,
      commandTimeout: 2000,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    const feed = new RedisRevocationFeed(redis, { prefix });
    redis.on('error', (error: Error) => feed.warn(error, 'redis (revocations) connection error'));
    return feed;
  }

  async start(apply: (entries: Revocation[]) => void): Promise<void> {
    // Everything recorded so far (the stream holds a day), before the gateway answers.
    try {
      while ((await this.read(apply, undefined)) > 0);
    } catch (error) {
      logger().error(
        { err: error },
        'could not load access-token revocations from Redis; reading on in the background',
      );
    }
    this.following = this.follow(apply);
  }

  async publish(entries: Revocation[]): Promise<void> {
    const minId = String(Date.now() - REVOCATION_RETENTION_MS);
    const pipeline = this.redis.pipeline();
    for (const { kind, id } of entries) {
      pipeline.xadd(this.key, 'MINID', '~', minId, '*', 'k', kind === 'user' ? 'u' : 's', 'i', id);
    }
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  async close(): Promise<void> {
    this.closed = true;
    this.reader.disconnect();
    await this.following;
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }

  /** A Redis failure, logged at most every 10 s (a Redis that is down fails every call). */
  private warn(error: unknown, message: string): void {
    if (Date.now() - this.lastWarning < 10_000) return;
    this.lastWarning = Date.now();
    logger().warn({ err: error }, message);
  }

  private async follow(apply: (entries: Revocation[]) => void): Promise<void> {
    while (!this.closed) {
      try {
        await this.read(apply, this.blockMs);
      } catch (error) {
        if (this.closed) return;
        this.warn(error, 'reading access-token revocations from Redis failed');
        await sleep(500);
      }
    }
  }

  /** One XREAD after the last entry seen; applies what it got and answers how many. */
  private async read(
    apply: (entries: Revocation[]) => void,
    blockMs: number | undefined,
  ): Promise<number> {
    const args: (string | number)[] = ['COUNT', 1000];
    if (blockMs !== undefined) args.push('BLOCK', blockMs);
    const answer = (await this.reader.call('XREAD', ...args, 'STREAMS', this.key, this.lastId)) as
      [string, StreamEntries][] | null;
    const entries = answer?.[0]?.[1] ?? [];
    if (entries.length === 0) return 0;
    const revocations: Revocation[] = [];
    for (const [id, fields] of entries) {
      this.lastId = id;
      const kind = fieldOf(fields, 'k');
      const subject = fieldOf(fields, 'i');
      if (subject) revocations.push({ kind: kind === 'u' ? 'user' : 'session', id: subject });
    }
    apply(revocations);
    return entries.length;
  }
}

function fieldOf(fields: string[], name: string): string | undefined {
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === name) return fields[i + 1];
  return undefined;
}

import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { logger } from '@boutique/service-kit';
import {
  COMPRESS_THRESHOLD,
  compressBytes,
  negotiateCoding,
  type ContentCoding,
} from '../common/compression.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { CACHE_STORE, type CacheStore } from './cache-store.js';

/** One cached answer: pre-serialised bytes (REST) or a value (GraphQL pages). */
export interface CacheEntry {
  generation: number;
  expiresAt: number;
  /** The JSON text of the answer. */
  body: string;
  /** Bytes of `body`, ready to send (REST). */
  bytes: Buffer;
  /**
   * Weak ETag of the body, the same in every coding: a weak validator names the content,
   * which a coding does not change (RFC 9110 8.8.1), so If-None-Match holds across them.
   */
  etag: string;
  /** `bytes` in each coding a client asked for, compressed the first time (encodedBody). */
  coded: Partial<Record<ContentCoding, Buffer>>;
  /** The parsed value (GraphQL), kept so a hit parses nothing. */
  value?: unknown;
}

/** Longer keys (a huge search keyword) are answered but not cached. */
export const MAX_KEY_LENGTH = 1024;
/** In-process entries at most (oldest dropped first). */
export const MAX_LOCAL_ENTRIES = 10_000;
/**
 * Bytes the in-process entries may hold at most (oldest dropped first): a flood of
 * distinct search words (each answer about 25 KB, kept as text and bytes) must not grow
 * the gateway by hundreds of megabytes and its garbage collection with it.
 */
export const MAX_LOCAL_BYTES = 64 * 1024 * 1024;

/** What an entry costs in memory, roughly: its text, its bytes, and its compressed copies. */
function sizeOf(entry: CacheEntry): number {
  return entry.body.length + entry.bytes.length * 1.5 + 200;
}
/** How often a shared store's generation is re-read (safety net for missed messages). */
export const GENERATION_POLL_MS = 1_000;

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** What a cached answer is sent as: its bytes, in `coding` when compressed. */
export interface EncodedBody {
  bytes: Buffer;
  /** undefined: as it is (identity). */
  coding?: ContentCoding;
  /** True when the answer depends on Accept-Encoding (`Vary: accept-encoding`). */
  varies: boolean;
}

/** True when the entry's answer depends on Accept-Encoding (it is compressed when taken). */
export function variesByCoding(entry: CacheEntry): boolean {
  return entry.bytes.length >= COMPRESS_THRESHOLD;
}

/**
 * An entry's bytes for a client with this Accept-Encoding: br or gzip when it takes one
 * and the body is 1 KB or more, else as they are. Each coding is compressed once per
 * entry, on the first request that asks for it, and kept with the entry: every later hit
 * costs no compression.
 */
export function encodedBody(
  entry: CacheEntry,
  acceptEncoding: string | string[] | undefined,
): EncodedBody {
  if (!variesByCoding(entry)) return { bytes: entry.bytes, varies: false };
  const coding = negotiateCoding(acceptEncoding);
  if (coding === undefined) return { bytes: entry.bytes, varies: true };
  const bytes = (entry.coded[coding] ??= compressBytes(entry.bytes, coding));
  return { bytes, coding, varies: true };
}

/**
 * The cache of public catalogue reads (REST answers and GraphQL page values), in front of
 * the configured CacheStore: an in-process map answers hits without any I/O; with Redis
 * a miss here is looked up in Redis before the service is asked. Everything is kept per
 * generation: invalidate() starts a new one (admin writes through this gateway, before
 * they answer; catalogue events on every replica), which drops every entry at once.
 * A value loaded while the generation changed is stored under the old one, so it is
 * never served after the change. Errors and personalised answers are never stored.
 */
@Injectable()
export class CatalogueCache implements OnModuleInit, OnApplicationShutdown {
  readonly enabled: boolean;
  readonly ttlMs: number;
  private current: number | undefined;
  private readonly entries = new Map<string, CacheEntry>();
  /** Memory the entries hold, roughly (sizeOf). */
  private bytes = 0;
  private poll?: NodeJS.Timeout;
  /** A bump the store refused (Redis down): retried by the poll. */
  private bumpPending = false;
  private lastErrorLog = 0;
  /** The clock (tests replace it). */
  now: () => number = Date.now;

  constructor(
    @Inject(CACHE_STORE) private readonly backend: CacheStore,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.ttlMs = config.CATALOGUE_CACHE_TTL_SECONDS * 1000;
    this.enabled = this.ttlMs > 0;
  }

  get shared(): boolean {
    return this.backend.shared;
  }

  /** The generation entries are stored under now; undefined while unknown (nothing cached). */
  get generation(): number | undefined {
    return this.enabled ? this.current : undefined;
  }

  /** Number of in-process entries (tests, metrics). */
  get size(): number {
    return this.entries.size;
  }

  async onModuleInit(): Promise<void> {
    if (!this.enabled) return;
    this.backend.onBump((generation) => this.adopt(generation));
    await this.refresh();
    if (this.backend.shared) {
      this.poll = setInterval(() => void this.refresh(), GENERATION_POLL_MS);
      this.poll.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    await this.backend.close();
  }

  /** An in-process hit of the current generation, or undefined. No I/O. */
  lookup(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.current || entry.expiresAt <= this.now()) {
      this.forget(key);
      return undefined;
    }
    return entry;
  }

  /** A hit in the shared store (Redis), kept in process too; undefined on a miss or failure. */
  async lookupShared(key: string, generation: number): Promise<CacheEntry | undefined> {
    if (!this.backend.shared) return undefined;
    let body: string | undefined;
    try {
      body = await this.backend.get(generation, key);
    } catch (error) {
      this.logError(error, 'catalogue cache read failed; asking the service');
      return undefined;
    }
    if (body === undefined || generation !== this.current) return undefined;
    return this.keep(key, generation, body);
  }

  /** Stores an answer's JSON text loaded in `generation`; answers its ETag. */
  store(key: string, generation: number, body: string, value?: unknown): CacheEntry {
    const entry = this.keep(key, generation, body, value);
    if (this.backend.shared) {
      this.backend.set(generation, key, body, this.ttlMs).catch((error: unknown) => {
        this.logError(error, 'catalogue cache write failed');
      });
    }
    return entry;
  }

  /**
   * A GraphQL page value: the cached one, or `load()`'s (stored when the cache is on).
   * Failures of `load` are not stored.
   */
  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    if (generation === undefined || key.length > MAX_KEY_LENGTH) return load();
    const local = this.lookup(key) ?? (await this.lookupShared(key, generation));
    if (local) {
      if (local.value === undefined) local.value = JSON.parse(local.body);
      return local.value as T;
    }
    const value = await load();
    this.store(key, generation, JSON.stringify(value), value);
    return value;
  }

  /**
   * Drops every catalogue answer (a new generation), here at once and on every replica
   * sharing the store. Never throws: a store failure is logged and retried.
   */
  async invalidate(): Promise<void> {
    if (!this.enabled) return;
    this.dropAll();
    try {
      this.adopt(await this.backend.bump());
      this.bumpPending = false;
    } catch (error) {
      // Nothing is cached here until the store takes the bump (the poll retries it).
      this.current = undefined;
      this.bumpPending = true;
      this.logError(error, 'catalogue cache invalidation failed; retrying');
    }
  }

  private keep(key: string, generation: number, body: string, value?: unknown): CacheEntry {
    const entry: CacheEntry = {
      generation,
      expiresAt: this.now() + this.ttlMs,
      body,
      bytes: Buffer.from(body),
      etag: etagOf(body),
      coded: {},
      value,
    };
    if (generation === this.current) {
      this.forget(key);
      this.entries.set(key, entry);
      this.bytes += sizeOf(entry);
      while (this.entries.size > MAX_LOCAL_ENTRIES || this.bytes > MAX_LOCAL_BYTES) {
        const oldest = this.entries.keys().next();
        if (oldest.done) break;
        this.forget(oldest.value);
      }
    }
    return entry;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }

  private dropAll(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private adopt(generation: number): void {
    if (generation === this.current) return;
    this.current = generation;
    this.dropAll();
  }

  private async refresh(): Promise<void> {
    try {
      if (this.bumpPending) {
        this.adopt(await this.backend.bump());
        this.bumpPending = false;
        return;
      }
      this.adopt(await this.backend.generation());
    } catch (error) {
      this.logError(error, 'catalogue cache generation unavailable');
    }
  }

  private logError(error: unknown, message: string): void {
    const now = Date.now();
    if (now - this.lastErrorLog < 10_000) return;
    this.lastErrorLog = now;
    logger().warn({ err: error }, message);
  }
}

import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { logger } from '@boutique/service-kit';
import type { AuthUser } from './jwt-verifier.js';

/** How long a revocation is remembered: far longer than any access token lives (15 min). */
export const REVOCATION_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * One ended grant: a session (refresh-token family; an access token names it as `sid`)
 * or a deleted user (ids are never reused, so all of that user's tokens).
 */
export interface Revocation {
  kind: 'session' | 'user';
  id: string;
}

/**
 * Where revocations are shared and kept beyond this process. `start` loads what is known
 * and keeps `apply` fed with what other gateways publish; `publish` shares this gateway's.
 * Adapters: IdentityRevocationFeed (one gateway without Redis: identity's durable record,
 * loaded at start) and RedisRevocationFeed (a Redis stream every replica reads).
 */
export interface RevocationFeed {
  start(apply: (entries: Revocation[]) => void): Promise<void>;
  publish(entries: Revocation[]): Promise<void>;
  close(): Promise<void>;
}

/** Injection token of the RevocationFeed adapter. */
export const REVOCATION_FEED = Symbol('REVOCATION_FEED');

/**
 * The access tokens this gateway no longer honours although they have not expired: the
 * sessions ended by logout, password reset and role changes, and deleted users. The check
 * on every authenticated request is two Map lookups in this process (no network); the
 * feed keeps the maps current (a revocation made by another replica arrives as soon as
 * Redis delivers it) and loads them when the gateway starts.
 */
@Injectable()
export class AccessRevocations implements OnApplicationBootstrap, OnApplicationShutdown {
  /** sid or user id → when it was recorded here (ms), oldest first. */
  private readonly sessions = new Map<string, number>();
  private readonly users = new Map<string, number>();

  constructor(
    @Inject(REVOCATION_FEED) private readonly feed: RevocationFeed,
    private readonly options: { maxEntries?: number; now?: () => number } = {},
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.feed.start((entries) => this.apply(entries));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.feed.close();
  }

  /** True when the token's session was ended or its user deleted. */
  isRevoked(user: Pick<AuthUser, 'id' | 'sessionId'>): boolean {
    return this.sessions.has(user.sessionId) || this.users.has(user.id);
  }

  /** Ends the access tokens of these sessions, here at once and on every replica. */
  revokeSessions(sessionIds: readonly string[]): Promise<void> {
    return this.revoke(sessionIds.map((id) => ({ kind: 'session', id })));
  }

  /** Ends every access token of a deleted user. */
  revokeUser(userId: string): Promise<void> {
    return this.revoke([{ kind: 'user', id: userId }]);
  }

  /**
   * Applies locally first (this gateway refuses the tokens before it answers), then
   * publishes. A publish that fails is logged, not thrown: identity has already ended the
   * sessions, and the caller's answer should not turn into an error.
   */
  private async revoke(entries: Revocation[]): Promise<void> {
    const fresh = entries.filter((entry) => entry.id);
    if (fresh.length === 0) return;
    this.apply(fresh);
    try {
      await this.feed.publish(fresh);
    } catch (error) {
      logger().error({ err: error }, 'could not share access-token revocations');
    }
  }

  apply(entries: readonly Revocation[]): void {
    const now = this.options.now?.() ?? Date.now();
    for (const { kind, id } of entries) {
      const map = kind === 'user' ? this.users : this.sessions;
      map.delete(id);
      map.set(id, now);
    }
    this.prune(this.sessions, now);
    this.prune(this.users, now);
  }

  get size(): number {
    return this.sessions.size + this.users.size;
  }

  private prune(map: Map<string, number>, now: number): void {
    for (const [id, at] of map) {
      if (at > now - REVOCATION_RETENTION_MS) break;
      map.delete(id);
    }
    const max = this.options.maxEntries ?? 200_000;
    for (const id of map.keys()) {
      if (map.size <= max) break;
      map.delete(id);
    }
  }
}

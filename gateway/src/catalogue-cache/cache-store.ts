/**
 * The shared store behind the catalogue cache (the port). Values are kept under a
 * generation: `bump()` starts a new one, which drops every value at once (old ones are
 * simply never read again and expire). Adapters: memory (one process) and Redis (every
 * gateway replica shares values and the generation, and hears every bump).
 */
export interface CacheStore {
  /** True when values are shared between processes (Redis); memory keeps none itself. */
  readonly shared: boolean;
  /** The value stored under `key` in `generation`, or undefined. */
  get(generation: number, key: string): Promise<string | undefined>;
  /** Stores `value` under `key` in `generation` for `ttlMs`. */
  set(generation: number, key: string, value: string, ttlMs: number): Promise<void>;
  /** The current generation. */
  generation(): Promise<number>;
  /** Starts a new generation and tells every listener (of every process); answers it. */
  bump(): Promise<number>;
  /** Calls `listener` with the new generation after any bump (this process's or another's). */
  onBump(listener: (generation: number) => void): void;
  close(): Promise<void>;
}

export const CACHE_STORE = Symbol('CACHE_STORE');

import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `probe` until it returns a value other than undefined/false, or fails after timeoutMs. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 10_000, intervalMs = 100, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}${lastError instanceof Error ? `: ${lastError.message}` : ''}`,
      );
    }
    await sleep(intervalMs);
  }
}

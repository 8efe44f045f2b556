/**
 * Calls with the same key made while one is running share its answer (or its error);
 * nothing is kept once it settles, so no answer is ever older than the call that asked.
 * The admin dashboard page asks for its five figures at once: order's and catalogue's
 * statistics are then computed once per burst instead of once per figure.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, call: () => Promise<T>): Promise<T> {
    const running = this.running.get(key);
    if (running) return running;
    const started = call().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }

  /** Keys with a call in flight (for tests). */
  get size(): number {
    return this.running.size;
  }
}

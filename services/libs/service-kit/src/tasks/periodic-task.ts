import { logger } from '../logging/logger.js';

/**
 * Runs `work` every `intervalMs` in the background (sweeps, expiries): never two runs at
 * once, a failing run is logged and the next one tried, `stop()` waits for a running one.
 * The timer does not keep the process alive.
 */
export class PeriodicTask {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly work: () => Promise<unknown>,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private tick(): void {
    if (this.running || !this.timer) return;
    this.running = this.work()
      .then(() => undefined)
      .catch((error: unknown) => logger().error({ err: error }, `${this.name} failed`))
      .finally(() => (this.running = undefined));
  }
}

import { PinoNestLogger, type createLogger } from '@boutique/service-kit';

/** Nest's framework messages as JSON lines; its chatty start-up "log" lines at debug. */
export class GatewayNestLogger extends PinoNestLogger {
  constructor(private readonly pino: ReturnType<typeof createLogger>) {
    super(pino);
  }

  override log(message: unknown, context?: string) {
    this.pino.debug({ context }, String(message));
  }
}

import { pino, type Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';
import { currentContext } from './request-context.js';

let root: Logger = pino({ level: 'info' });

/** Creates the process logger: JSON lines carrying the service name and the request id. */
export function createLogger(service: string, level = 'info'): Logger {
  root = pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const context = currentContext();
      return context ? { requestId: context.requestId } : {};
    },
    redact: {
      paths: [
        'password',
        '*.password',
        'refreshToken',
        '*.refreshToken',
        'authorization',
        '*.authorization',
      ],
      censor: '[redacted]',
    },
  });
  return root;
}

export function logger(): Logger {
  return root;
}

/** Nest's logger interface over pino, so framework messages are JSON lines too. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly target: Logger = root) {}
  log(message: unknown, context?: string) {
    this.target.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.target.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.target.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.target.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.target.trace({ context }, String(message));
  }
}

import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { currentContext, SERVICE_CONFIG } from '@boutique/service-kit';
import type { PaymentConfig } from '../config/payment.config.js';
import { hmacHex } from '../common/signatures.js';
import { sandboxId } from './sandbox-ids.js';
import { SandboxSecrets } from './sandbox-secrets.js';

/** Attempts per webhook, and the wait before the second one (doubling after). */
const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 500;
const REQUEST_TIMEOUT_MS = 10_000;

/** Where Razorpay (and so the sandbox) delivers webhooks: the gateway's webhook route. */
function webhookUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/payments/razorpay/webhook`;
}

/**
 * Sends the sandbox's webhooks as Razorpay does: a JSON body signed with the webhook
 * secret (X-Razorpay-Signature) and an event id (X-Razorpay-Event-Id), in the background
 * after PAYMENT_SANDBOX_WEBHOOK_DELAY_MS, retried with backoff on a network error or a
 * 5xx. Failures are logged, never thrown.
 */
@Injectable()
export class SandboxWebhookSender implements OnModuleDestroy {
  private readonly logger = new Logger('SandboxWebhookSender');
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private stopped = false;

  constructor(
    private readonly secrets: SandboxSecrets,
    @Inject(SERVICE_CONFIG) private readonly config: PaymentConfig,
  ) {}

  /** Queues `body` for delivery; returns the event id it will carry. */
  send(body: Record<string, unknown>): string {
    const eventId = sandboxId('evt');
    // The webhook continues the trace of the payment that caused it (the gateway's span
    // of the webhook request is a child of this call's), as a traced client's would.
    const traceparent = currentContext()?.traceparent;
    this.later(this.config.PAYMENT_SANDBOX_WEBHOOK_DELAY_MS, () =>
      this.attempt(body, eventId, 1, traceparent),
    );
    return eventId;
  }

  onModuleDestroy() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.inFlight) controller.abort();
  }

  private later(ms: number, run: () => Promise<void>) {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run().catch((error: unknown) =>
        this.logger.error(`sandbox webhook delivery crashed: ${String(error)}`),
      );
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private async attempt(
    body: Record<string, unknown>,
    eventId: string,
    attempt: number,
    traceparent?: string,
  ) {
    if (this.stopped) return;
    const url = webhookUrl(this.config.PUBLIC_URL);
    const raw = JSON.stringify(body);
    let problem: string;
    let retry = true;
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': hmacHex(await this.secrets.webhookSecret(), raw),
          'X-Razorpay-Event-Id': eventId,
          ...(traceparent ? { traceparent } : {}),
        },
        body: raw,
        signal: controller.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return;
      problem = `HTTP ${response.status}`;
      retry = response.status >= 500 || response.status === 429;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
    if (this.stopped) return;
    if (!retry || attempt >= MAX_ATTEMPTS) {
      this.logger.warn(
        `sandbox webhook ${String(body.event)} ${eventId} to ${url} not delivered after ${attempt} attempt(s): ${problem}`,
      );
      return;
    }
    this.later(FIRST_RETRY_MS * 2 ** (attempt - 1), () =>
      this.attempt(body, eventId, attempt + 1, traceparent),
    );
  }
}

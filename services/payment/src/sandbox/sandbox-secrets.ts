import { Inject, Injectable } from '@nestjs/common';
import { rows, SERVICE_CONFIG } from '@boutique/service-kit';
import { DataSource } from 'typeorm';
import type { PaymentConfig } from '../config/payment.config.js';
import { alphanumerics } from './sandbox-ids.js';

/**
 * The sandbox's key secret and webhook secret: generated once and kept in the
 * payment_setting table, so signatures made before a restart still verify after it.
 * RAZORPAY_WEBHOOK_SECRET, when set, is the webhook secret.
 */
@Injectable()
export class SandboxSecrets {
  private readonly cache = new Map<string, Promise<string>>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: PaymentConfig,
  ) {}

  keySecret(): Promise<string> {
    return this.setting('sandbox_key_secret', () => alphanumerics(24));
  }

  webhookSecret(): Promise<string> {
    if (this.config.RAZORPAY_WEBHOOK_SECRET)
      return Promise.resolve(this.config.RAZORPAY_WEBHOOK_SECRET);
    return this.setting('sandbox_webhook_secret', () => alphanumerics(32));
  }

  private setting(name: string, generate: () => string): Promise<string> {
    let value = this.cache.get(name);
    if (!value) {
      value = this.readOrCreate(name, generate);
      value.catch(() => this.cache.delete(name));
      this.cache.set(name, value);
    }
    return value;
  }

  private async readOrCreate(name: string, generate: () => string): Promise<string> {
    // Two instances starting together: the first insert wins, both read it back.
    await this.dataSource.query(
      `INSERT INTO payment_setting (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
      [name, generate()],
    );
    const [row] = await rows<{ value: string }>(
      this.dataSource,
      `SELECT value FROM payment_setting WHERE name = $1`,
      [name],
    );
    return row.value;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { runChecks } from '@boutique/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig, type HealthTarget } from '../config/gateway.config.js';

export interface Readiness {
  ready: boolean;
  services: Record<string, 'ok' | 'unavailable'>;
}

const PROBE_TIMEOUT_MS = 2000;
const CACHE_MS = 1000;

/** GET `url` answers 200 within the timeout. */
async function probe(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  await response.body?.cancel();
  return response.status === 200;
}

/**
 * Readiness of the services behind the gateway: every SERVICE_HEALTH_URLS target
 * probed in parallel (2 s timeout each); the answer is shared for 1 s, and concurrent
 * callers share one probe round.
 */
@Injectable()
export class HealthService {
  private readonly targets: HealthTarget[];
  private last?: { at: number; result: Promise<Readiness> };

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.targets = config.SERVICE_HEALTH_URLS;
  }

  readiness(now = Date.now()): Promise<Readiness> {
    if (this.last && now - this.last.at < CACHE_MS) return this.last.result;
    const result = this.probeAll();
    this.last = { at: now, result };
    return result;
  }

  private async probeAll(): Promise<Readiness> {
    const { ready, checks } = await runChecks(
      this.targets.map(({ name, url }) => ({ name, check: () => probe(url) })),
      PROBE_TIMEOUT_MS,
    );
    const services = Object.fromEntries(
      Object.entries(checks).map(([name, up]) => [
        name,
        up ? ('ok' as const) : ('unavailable' as const),
      ]),
    );
    return { ready, services };
  }
}

import { Injectable } from '@nestjs/common';

/** Where this gateway process is in its life, as `/health/ready` reports it. */
export type LifecycleState = 'starting' | 'ready' | 'draining';

/**
 * This process's own state, the only thing its readiness depends on: `starting` until
 * createGatewayApp has finished (every module initialised, the revocations loaded),
 * `ready`, then `draining` from SIGTERM on (graceful-shutdown.ts).
 */
@Injectable()
export class GatewayLifecycle {
  private current: LifecycleState = 'starting';

  get state(): LifecycleState {
    return this.current;
  }

  markReady(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  markDraining(): void {
    this.current = 'draining';
  }
}

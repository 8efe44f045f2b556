import { logger } from '@boutique/service-kit';
import type { IdentityClient } from '../clients/identity.client.js';
import type { Revocation, RevocationFeed } from './access-revocations.js';

/**
 * Revocations of one gateway without Redis: identity is the durable record (ended sessions
 * and deleted users, ListAccessRevocations), loaded when the gateway starts, so a restart
 * keeps refusing the tokens it refused before. Nothing to publish: identity recorded the
 * revocation in the call that made it. When identity cannot be asked at start the gateway
 * starts anyway and asks again every `retryMs` until it answers.
 */
export class IdentityRevocationFeed implements RevocationFeed {
  private retry?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly identity: Pick<IdentityClient, 'rpc'>,
    private readonly options: { retryMs?: number } = {},
  ) {}

  async start(apply: (entries: Revocation[]) => void): Promise<void> {
    const load = async () => {
      const { sessionIds, deletedUserIds } = await this.identity.rpc.listAccessRevocations({});
      apply([
        ...sessionIds.map((id): Revocation => ({ kind: 'session', id })),
        ...deletedUserIds.map((id): Revocation => ({ kind: 'user', id })),
      ]);
    };
    try {
      await load();
    } catch (error) {
      logger().warn(
        { err: error },
        'could not load access-token revocations from identity; retrying in the background',
      );
      const again = () => {
        this.retry = setTimeout(() => {
          if (this.closed) return;
          load().then(() => logger().info('access-token revocations loaded from identity'), again);
        }, this.options.retryMs ?? 2000);
        this.retry.unref();
      };
      again();
    }
  }

  publish(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    return Promise.resolve();
  }
}

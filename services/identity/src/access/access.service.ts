import { Injectable } from '@nestjs/common';
import { assertActorMayActFor, requireAdmin, RpcErrors } from '@boutique/service-kit';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * The service's own check of who may act: the gateway verified the token, but roles and
 * existence are read from this service's data, so a deleted user or a demoted admin with
 * a still-valid access token can do nothing here. The rule itself is the service kit's,
 * applied to the user as stored.
 */
@Injectable()
export class AccessService {
  constructor(private readonly dataSource: DataSource) {}

  /** The signed-in user behind the actor, as stored now. */
  async currentUser(actor: Actor | undefined): Promise<UserEntity> {
    const id = actor?.userId ?? '';
    const user = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.dataSource.getRepository(UserEntity).findOneBy({ id })
      : null;
    if (!user) throw RpcErrors.unauthenticated('Invalid or expired token');
    return user;
  }

  /** The actor must be `userId` or an admin (PERMISSION_DENIED "Access denied"). */
  async assertMayActFor(actor: Actor | undefined, userId: string): Promise<UserEntity> {
    const user = await this.currentUser(actor);
    assertActorMayActFor({ userId: user.id, role: user.role }, userId);
    return user;
  }

  /** The actor must be an admin now (PERMISSION_DENIED "Access denied"). */
  async requireAdmin(actor: Actor | undefined): Promise<UserEntity> {
    const user = await this.currentUser(actor);
    requireAdmin({ userId: user.id, role: user.role });
    return user;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { Outbox, RpcErrors, SERVICE_CONFIG, logger } from '@boutique/service-kit';
import type { User } from '@boutique/contracts/identity/v1/identity_service';
import { DataSource, type EntityManager } from 'typeorm';
import type { IdentityConfig } from '../config/identity.config.js';
import { hashPassword } from './password-hasher.js';
import {
  normalizeEmail,
  registrationProblem,
  type RegistrationInput,
} from './registration-rules.js';
import { UserEntity } from './user.entity.js';

const DUPLICATE_EMAIL_MESSAGE =
  'Unable to register with this email. Try signing in or resetting your password.';

export function toUserMessage(user: UserEntity): User {
  return {
    id: user.id,
    userName: user.userName,
    email: user.email,
    role: user.role,
    phone: user.phone ?? '',
    createdAt: user.createdAt.toISOString(),
  };
}

@Injectable()
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** Creates a customer (never an admin) and publishes user-registered in the same transaction. */
  async register(input: RegistrationInput): Promise<UserEntity> {
    const problem = registrationProblem(input);
    if (problem) throw RpcErrors.invalid(problem);
    const email = normalizeEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = manager.create(UserEntity, {
          userName: input.userName.trim(),
          email,
          passwordHash,
          role: 'user',
        });
        await manager.insert(UserEntity, user);
        const saved = await manager.findOneByOrFail(UserEntity, { id: user.id });
        await this.outbox.add(manager, 'user-registered', saved.id, {
          userId: saved.id,
          email: saved.email,
          userName: saved.userName,
          registeredAt: saved.createdAt.toISOString(),
        });
        return saved;
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw RpcErrors.conflict(DUPLICATE_EMAIL_MESSAGE);
      throw error;
    }
  }

  /** The hot path of check-auth: one read by primary key (an id that is no uuid finds nobody). */
  async findById(id: string): Promise<UserEntity | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    return this.dataSource.getRepository(UserEntity).findOneBy({ id });
  }

  async findByEmail(
    email: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOneBy({ email: normalizeEmail(email) });
  }

  /**
   * The first admin from BOOTSTRAP_ADMIN_EMAIL / BOOTSTRAP_ADMIN_PASSWORD: created if
   * missing, promoted if present (its password is then left as it is).
   */
  async ensureBootstrapAdmin(): Promise<void> {
    const { BOOTSTRAP_ADMIN_EMAIL: email, BOOTSTRAP_ADMIN_PASSWORD: password } = this.config;
    if (!email || !password) return;
    const existing = await this.findByEmail(email);
    if (existing) {
      if (existing.role !== 'admin') {
        await this.dataSource
          .getRepository(UserEntity)
          .update({ id: existing.id }, { role: 'admin' });
        logger().info({ userId: existing.id }, 'bootstrap admin promoted');
      }
      return;
    }
    const passwordHash = await hashPassword(password);
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(UserEntity)
      .values({ userName: 'Admin', email: normalizeEmail(email), passwordHash, role: 'admin' })
      .orIgnore()
      .execute();
    logger().info('bootstrap admin created');
  }
}

import { UnauthorizedException } from '@nestjs/common';
import type { User } from '@boutique/contracts/identity/v1/identity_service';
import { INVALID_TOKEN } from '../auth/auth.guard.js';
import { Prop, Shape } from './shape.js';

const UUID = '0b7c3f7e-4a4e-4c55-9d55-3f3f2a8b9f10';

/** A user as the gateway shows it (auth's `user`, the admin users page). */
@Shape('User', { graphql: false })
export class UserView {
  @Prop({ example: UUID }) id: string;
  /** The same id under the name older clients read. */
  @Prop({ example: UUID }) _id: string;
  @Prop({ example: 'Priya' }) userName: string;
  @Prop({ example: 'priya@example.com' }) email: string;
  @Prop({ enum: ['admin', 'user'], example: 'user' }) role: 'admin' | 'user';
  @Prop({ example: '9876543210', optional: true }) phone?: string;
  @Prop({ example: '2025-01-31T10:00:00.000Z', optional: true }) createdAt?: string;
}

/** A user of the identity contract as the gateway shows it; none is an invalid token (401). */
export function toUserView(user: User | undefined): UserView {
  if (!user?.id) throw new UnauthorizedException(INVALID_TOKEN);
  const { id, userName, email, phone, createdAt } = user;
  const role = user.role === 'admin' ? 'admin' : 'user';
  return {
    id,
    _id: id,
    userName,
    email,
    role,
    ...(phone ? { phone } : {}),
    ...(createdAt ? { createdAt } : {}),
  };
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A login session: the chain of refresh tokens rotated from one sign-in. */
@Entity('refresh_token_family')
export class RefreshTokenFamilyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;

  /** logout, reuse-detected, user-deleted */
  @Column('varchar', { name: 'revoked_reason', length: 40, nullable: true })
  revokedReason: string | null;
}

/** One refresh token of a family, stored as its SHA-256 hash; usable once. */
@Entity('refresh_token')
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'family_id' })
  familyId: string;

  @Column('char', { name: 'token_hash', length: 64, unique: true })
  tokenHash: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  /** Set when the token was exchanged for the next one. A second use is reuse. */
  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

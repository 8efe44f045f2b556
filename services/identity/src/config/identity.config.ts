import { z } from 'zod';

export const identityConfigSchema = z.object({
  /** HS256 key shared with the gateway, which verifies access tokens locally. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The first admin: created if missing, promoted if present. */
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
});

export type IdentityConfig = z.infer<typeof identityConfigSchema>;

import { z } from 'zod';

// The signed-in user as the gateway returns it (api-notes.md): role is `admin` or `user`
// (older data may say `customer`; anything but `admin` is a customer).
export const userSchema = z.object({
  id: z.string().optional(),
  _id: z.string().optional(),
  userName: z.string().optional(),
  name: z.string().optional(),
  email: z.string(),
  role: z.string(),
});

export type User = z.infer<typeof userSchema>;

export type UserRole = 'admin' | 'customer';

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  user: userSchema,
});

export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userEnvelopeSchema = z.object({
  success: z.literal(true).optional(),
  user: userSchema,
});

export const messageResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
});

export type MessageResponse = z.infer<typeof messageResponseSchema>;

export type LoginRequest = { email: string; password: string };
export type RegisterRequest = { userName: string; email: string; password: string };
export type ResetPasswordRequest = { token: string; newPassword: string };

export function roleOf(user: Pick<User, 'role'> | null | undefined): UserRole | null {
  if (!user) return null;
  return user.role === 'admin' ? 'admin' : 'customer';
}

export function displayName(user: Pick<User, 'userName' | 'name'> | null | undefined): string {
  return user?.userName?.trim() || user?.name?.trim() || 'Customer';
}

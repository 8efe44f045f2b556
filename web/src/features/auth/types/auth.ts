// Answers are checked by small hand-written parsers (same contract as a zod schema's
// safeParse/parse): the session check runs on every first load, and zod would add ~7 kB
// (gzip) to the JavaScript every page needs first.
export type Parser<T> = {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
  parse: (value: unknown) => T;
};

function parser<T>(read: (value: Record<string, unknown>) => T | null): Parser<T> {
  const safeParse = (value: unknown) => {
    const data =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? read(value as Record<string, unknown>)
        : null;
    return data === null ? ({ success: false } as const) : ({ success: true, data } as const);
  };
  return {
    safeParse,
    parse: (value) => {
      const result = safeParse(value);
      if (!result.success) throw new Error('Unexpected response from the server');
      return result.data;
    },
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const optionalString = (value: unknown) => (isString(value) ? value : undefined);

// The signed-in user as the gateway returns it (docs/api-accounts.md): role is `admin` or `user`
// (older data may say `customer`; anything but `admin` is a customer).
export type User = {
  id?: string;
  _id?: string;
  userName?: string;
  name?: string;
  email: string;
  role: string;
};

export const userSchema = parser<User>((raw) => {
  if (!isString(raw.email) || !isString(raw.role)) return null;
  const user: User = { email: raw.email, role: raw.role };
  for (const key of ['id', '_id', 'userName', 'name'] as const) {
    const value = optionalString(raw[key]);
    if (value !== undefined) user[key] = value;
  }
  return user;
});

export type UserRole = 'admin' | 'customer';

export type LoginResponse = {
  success: true;
  message?: string;
  accessToken: string;
  refreshToken: string;
  user: User;
};

export const loginResponseSchema = parser<LoginResponse>((raw) => {
  const user = userSchema.safeParse(raw.user);
  if (raw.success !== true || !user.success) return null;
  if (!isString(raw.accessToken) || !raw.accessToken) return null;
  if (!isString(raw.refreshToken) || !raw.refreshToken) return null;
  return {
    success: true,
    message: optionalString(raw.message),
    accessToken: raw.accessToken,
    refreshToken: raw.refreshToken,
    user: user.data,
  };
});

export const userEnvelopeSchema = parser<{ success?: true; user: User }>((raw) => {
  const user = userSchema.safeParse(raw.user);
  if ((raw.success !== undefined && raw.success !== true) || !user.success) return null;
  return { success: raw.success, user: user.data };
});

export type MessageResponse = { success?: boolean; message?: string };

export const messageResponseSchema = parser<MessageResponse>((raw) => {
  if (raw.success !== undefined && typeof raw.success !== 'boolean') return null;
  if (raw.message !== undefined && !isString(raw.message)) return null;
  return { success: raw.success, message: raw.message };
});

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

// The signed-in user: GET /auth/check-auth and POST /auth/logout. Sign-in itself happens on
// the storefront's /auth/login page; both apps share the tokens in localStorage.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { z } from 'zod';
import { baseApi } from './api';

export const sessionUserSchema = z.object({
  id: z.string().optional(),
  _id: z.string().optional(),
  userName: z.string().optional(),
  name: z.string().optional(),
  email: z.string(),
  role: z.string(),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

const checkAuthAnswerSchema = z.object({ success: z.literal(true), user: sessionUserSchema });

/** The user of a check-auth answer, or null when the answer says there is none. */
export function parseCheckAuth(raw: unknown): SessionUser | null {
  const parsed = checkAuthAnswerSchema.safeParse(raw);
  return parsed.success ? parsed.data.user : null;
}

/** What the console shows the user as: the user name, else the name, else the e-mail. */
export function displayName(user: SessionUser): string {
  return user.userName?.trim() || user.name?.trim() || user.email;
}

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkAuth: build.query<SessionUser | null, void>({
      query: () => 'auth/check-auth',
      transformResponse: parseCheckAuth,
      providesTags: ['Session'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({
        url: 'auth/logout',
        method: 'POST',
        bodyFromTokens: ({ refreshToken }) => ({ refreshToken }),
      }),
    }),
  }),
});

export const { useCheckAuthQuery, useLazyCheckAuthQuery, useLogoutMutation } = sessionApi;

/** The session as the console sees it. */
export type Session =
  | { status: 'checking' }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'signed-out' }
  /** The server could not be asked (network fault, 5xx): nothing is known. */
  | { status: 'unavailable' };

export interface CheckAuthState {
  data?: SessionUser | null | undefined;
  error?: FetchBaseQueryError | SerializedError | undefined;
  isError: boolean;
}

/** The session from the state of the check-auth query. */
export function toSession(state: CheckAuthState): Session {
  if (state.isError) {
    return isAuthError(state.error) ? { status: 'signed-out' } : { status: 'unavailable' };
  }
  if (state.data === undefined) return { status: 'checking' };
  if (state.data === null) return { status: 'signed-out' };
  return { status: 'signed-in', user: state.data };
}

/** True for an answer that says "not signed in" or "not allowed" (401, 403). */
export function isAuthError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return error.status === 401 || error.status === 403;
}

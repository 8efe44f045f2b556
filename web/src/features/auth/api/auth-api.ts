import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { NO_ACCESS_TOKEN_ERROR } from '@boutique/web-kit/base-query';
import { tokenStore } from '@boutique/web-kit/tokens';
import { baseApi } from '@/lib/api';
import {
  loginResponseSchema,
  messageResponseSchema,
  userEnvelopeSchema,
  type LoginRequest,
  type LoginResponse,
  type MessageResponse,
  type Parser,
  type RegisterRequest,
  type ResetPasswordRequest,
  type User,
} from '../types/auth';

function parseBody<T>(
  schema: Parser<T>,
  data: unknown,
): { data: T } | { error: FetchBaseQueryError } {
  const parsed = schema.safeParse(data);
  return parsed.success
    ? { data: parsed.data }
    : { error: { status: 'CUSTOM_ERROR', data, error: 'Unexpected response from the server' } };
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      // Tokens are stored before the mutation resolves, so whatever runs next is signed in.
      async queryFn(credentials, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/auth/login', method: 'POST', body: credentials });
        if (result.error) return { error: result.error };
        const parsed = parseBody(loginResponseSchema, result.data);
        if ('data' in parsed) {
          tokenStore.save({
            accessToken: parsed.data.accessToken,
            refreshToken: parsed.data.refreshToken,
          });
        }
        return parsed;
      },
    }),

    register: build.mutation<MessageResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body, credentials: 'include' }),
    }),

    // The session check on app start. Without any stored token there is nothing to check:
    // answer as the gateway would, without a request.
    checkAuth: build.query<User, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        if (!tokenStore.hasAnyToken()) return { error: NO_ACCESS_TOKEN_ERROR };
        const result = await baseQuery('/auth/check-auth');
        if (result.error) return { error: result.error };
        const parsed = parseBody(userEnvelopeSchema, result.data);
        return 'data' in parsed ? { data: parsed.data.user } : parsed;
      },
      extraOptions: { requiresAuth: true },
      providesTags: ['Session'],
    }),

    getProfile: build.query<User, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('/auth/profile');
        if (result.error) return { error: result.error };
        const parsed = parseBody(userEnvelopeSchema, result.data);
        return 'data' in parsed ? { data: parsed.data.user } : parsed;
      },
      extraOptions: { requiresAuth: true },
      providesTags: ['Session'],
    }),

    logout: build.mutation<MessageResponse, void>({
      query: () => ({
        url: '/auth/logout',
        method: 'POST',
        body: { refreshToken: tokenStore.getRefreshToken() },
      }),
      extraOptions: { requiresAuth: true },
    }),

    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
      transformResponse: (data: unknown) => messageResponseSchema.parse(data),
    }),

    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      transformResponse: (data: unknown) => messageResponseSchema.parse(data),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useCheckAuthQuery,
  useGetProfileQuery,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;

// Admin users (docs/api-accounts.md, "Admin users"): the list with e-mail search and
// pagination, role changes and deletion. Admin only; the server refuses an admin changing
// or deleting their own account.
import { z } from 'zod';
import { baseApi } from '../../lib/api';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const userSchema = z
  .object({
    id: z.string().optional(),
    _id: z.string().optional(),
    userName: z.string().nullish(),
    name: z.string().nullish(),
    email: z.string(),
    role: z.string(),
    createdAt: z.string().nullish(),
  })
  .transform((raw, ctx) => {
    const id = raw.id ?? raw._id;
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'A user without an id' });
      return z.NEVER;
    }
    return {
      id,
      userName: raw.userName?.trim() || raw.name?.trim() || '',
      email: raw.email,
      role: raw.role,
      createdAt: raw.createdAt ?? null,
    };
  });

/** A user as the users screen shows it. */
export type AdminUser = z.output<typeof userSchema>;

const userListAnswerSchema = z.object({
  data: z.array(userSchema),
  total: z.number().int().nonnegative().optional(),
});

export interface UserListArgs {
  /** Part of an e-mail address; empty lists everyone. */
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface UserList {
  users: AdminUser[];
  /** All users matching the search, over every page. */
  total: number;
}

export interface UpdateRoleArgs {
  id: string;
  role: Role;
}

const LIST_TAG = { type: 'User' as const, id: 'LIST' };

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserList, UserListArgs>({
      query: ({ search, page, pageSize }) => ({
        url: 'admin/users/get',
        params: { ...(search ? { search } : {}), page, pageSize },
      }),
      rawResponseSchema: userListAnswerSchema,
      transformResponse: (answer: z.output<typeof userListAnswerSchema>) => ({
        users: answer.data,
        total: answer.total ?? answer.data.length,
      }),
      catchSchemaFailure: () => ({
        status: 'CUSTOM_ERROR',
        error: 'The server answered the users list in an unexpected shape',
      }),
      providesTags: (result) => [
        LIST_TAG,
        ...(result?.users.map((user) => ({ type: 'User' as const, id: user.id })) ?? []),
      ],
    }),
    updateUserRole: build.mutation<{ message?: string }, UpdateRoleArgs>({
      query: ({ id, role }) => ({
        url: `admin/users/update/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { role },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'User', id }, LIST_TAG]),
    }),
    deleteUser: build.mutation<{ message?: string }, string>({
      query: (id) => ({ url: `admin/users/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
  }),
});

export const { useGetUsersQuery, useUpdateUserRoleMutation, useDeleteUserMutation } = usersApi;

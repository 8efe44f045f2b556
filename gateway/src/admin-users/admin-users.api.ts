import { ApiQuery } from '@nestjs/swagger';
import { MessageResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { api, operations } from '../common/operations.js';
import { UpdateRoleInput, UserListResponse, UserRoleResponse } from './admin-users.shapes.js';
import { AdminUsersService } from './admin-users.service.js';

const deps = { users: AdminUsersService };
const op = operations(deps);

const SEARCH = ApiQuery({
  name: 'search',
  required: false,
  type: String,
  description: 'Part of an e-mail address (case-insensitive)',
});
const page = (name: string, fallback: number, maximum?: number) =>
  ApiQuery({ name, required: false, type: 'integer', minimum: 1, maximum, default: fallback });

/** The admin console's users page (admin only: 403 "Access denied" otherwise); REST only. */
export const adminUsersApi = api({
  name: 'AdminUsersController',
  prefix: 'admin/users',
  tag: 'admin users',
  deps,
  operations: {
    list: op({
      summary: 'Users, newest first, with an e-mail search',
      auth: 'admin',
      handle: ({ deps, user }, query: Record<string, unknown>) => deps.users.list(user, query),
      rest: {
        route: { get: 'get' },
        ok: UserListResponse,
        errors: { 400: 'A bad page or pageSize' },
        // last to first: OpenAPI lists query parameters in the order they are applied
        decorators: [page('pageSize', 100, 500), page('page', 1), SEARCH],
        reply: ({ users, total }) => ok({ data: users, total }),
      },
    }),
    updateRole: op({
      summary: "Change a user's role (ends their sessions; not one's own)",
      auth: 'admin',
      input: UpdateRoleInput,
      handle: ({ deps, user }, input: UpdateRoleInput & { id: string }) =>
        deps.users.updateRole(user, input.id, input.role),
      rest: {
        route: { put: 'update/:id' },
        ok: UserRoleResponse,
        okDescription: 'User role updated successfully',
        errors: {
          400: 'Role must be user or admin',
          404: 'User not found',
          409: 'You cannot change your own role',
        },
        reply: (data) => ok({ message: 'User role updated successfully', data }),
      },
    }),
    remove: op({
      summary: 'Delete a user with their addresses and sessions (not oneself)',
      auth: 'admin',
      handle: ({ deps, user }, input: { id: string }) => deps.users.remove(user, input.id),
      rest: {
        route: { delete: 'delete/:id' },
        ok: MessageResponse,
        okDescription: 'User deleted successfully',
        errors: { 404: 'User not found', 409: 'You cannot delete your own account' },
        reply: () => ok({ message: 'User deleted successfully' }),
      },
    }),
  },
});

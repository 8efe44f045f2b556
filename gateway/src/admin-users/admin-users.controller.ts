import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse, MessageResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { ListUsersQuery, UpdateRoleInput } from './admin-users.inputs.js';
import { UserListResponse, UserRoleResponse } from './admin-users.models.js';
import { AdminUsersService, ROLE_UPDATED, USER_DELETED } from './admin-users.service.js';

/** The admin console's users page (admin only: 403 "Access denied" otherwise). */
@ApiTags('admin users')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get('get')
  @Roles('admin')
  @ApiOperation({ summary: 'Users, newest first, with an e-mail search' })
  @ApiOkResponse({ type: UserListResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'A bad page or pageSize' })
  async list(@CurrentUser() admin: AuthUser, @Query() query: ListUsersQuery) {
    const { users, total } = await this.users.list(admin, query);
    return ok({ data: users, total });
  }

  @Put('update/:id')
  @Roles('admin')
  @ApiOperation({
    summary: "Change a user's role (ends their sessions; not one's own)",
  })
  @ApiOkResponse({ type: UserRoleResponse, description: 'User role updated successfully' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Role must be user or admin' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'User not found' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'You cannot change your own role' })
  async updateRole(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() input: UpdateRoleInput,
  ) {
    const data = await this.users.updateRole(admin, id, input.role);
    return ok({ message: ROLE_UPDATED, data });
  }

  @Delete('delete/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a user with their addresses and sessions (not oneself)' })
  @ApiOkResponse({ type: MessageResponse, description: 'User deleted successfully' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'User not found' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'You cannot delete your own account' })
  async remove(@CurrentUser() admin: AuthUser, @Param('id') id: string) {
    await this.users.remove(admin, id);
    return ok({ message: USER_DELETED });
  }
}

import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { UserView } from '../auth/models/user.model.js';
import { MessagePayload } from '../common/message-payload.model.js';
import { ListUsersQuery, UpdateRoleInput } from './admin-users.inputs.js';
import { UserPage } from './admin-users.models.js';
import { AdminUsersService, USER_DELETED } from './admin-users.service.js';

/** GraphQL face of the admin users calls (admin only), same rules and messages as REST. */
@Resolver(() => UserPage)
export class AdminUsersResolver {
  constructor(private readonly users: AdminUsersService) {}

  @Query(() => UserPage, { description: 'Users, newest first, with an e-mail search (admin)' })
  @Roles('admin')
  adminUsers(@CurrentUser() admin: AuthUser, @Args() query: ListUsersQuery): Promise<UserPage> {
    return this.users.list(admin, query);
  }

  @Mutation(() => UserView, { description: "Changes a user's role (admin; not one's own)" })
  @Roles('admin')
  updateUserRole(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args() input: UpdateRoleInput,
  ): Promise<UserView> {
    return this.users.updateRole(admin, id, input.role);
  }

  @Mutation(() => MessagePayload, { description: 'Deletes a user (admin; not oneself)' })
  @Roles('admin')
  async deleteUser(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MessagePayload> {
    await this.users.remove(admin, id);
    return { success: true, message: USER_DELETED };
  }
}

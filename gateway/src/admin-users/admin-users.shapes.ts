import { IsIn } from 'class-validator';
import { DataResponse } from '../common/api-responses.js';
import { Prop, Shape } from '../common/shape.js';
import { UserView } from '../common/user.js';
import { Trim } from '../common/validation.js';

/** PUT /api/admin/users/update/{id}. */
@Shape('UpdateRoleInput', { graphql: false })
export class UpdateRoleInput {
  @Prop({ enum: ['user', 'admin'], example: 'admin' })
  @Trim()
  @IsIn(['user', 'admin'], { message: 'Role must be user or admin' })
  role: 'user' | 'admin';
}

export class UserListResponse extends DataResponse({
  type: () => [UserView],
  description: 'Newest first',
}) {
  @Prop({ example: 1, description: 'All users matching the search, over every page' })
  total: number;
}

export class UserRoleResponse extends DataResponse(
  { type: () => UserView },
  { message: 'User role updated successfully' },
) {}

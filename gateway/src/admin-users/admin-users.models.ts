import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { DataResponse } from '../common/api-responses.js';
import { UserView } from '../auth/models/user.model.js';

/** A page of users (GraphQL `adminUsers`). */
@ObjectType('UserPage')
export class UserPage {
  @Field(() => [UserView])
  users: UserView[];

  @Field(() => Int, { description: 'All users matching the search, over every page' })
  total: number;
}

export class UserListResponse extends DataResponse({
  type: () => [UserView],
  description: 'Newest first',
}) {
  @ApiProperty({ example: 1, description: 'All users matching the search, over every page' })
  total: number;
}

export class UserRoleResponse extends DataResponse(
  { type: () => UserView },
  { message: 'User role updated successfully' },
) {}

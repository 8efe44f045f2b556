import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { UserView } from '../auth/models/user.model.js';

/** A page of users (GraphQL `adminUsers`). */
@ObjectType('UserPage')
export class UserPage {
  @Field(() => [UserView])
  users: UserView[];

  @Field(() => Int, { description: 'All users matching the search, over every page' })
  total: number;
}

export class UserListResponse {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty({ type: () => [UserView], description: 'Newest first' })
  data: UserView[];

  @ApiProperty({ example: 1, description: 'All users matching the search, over every page' })
  total: number;
}

export class UserRoleResponse {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty({ example: 'User role updated successfully' })
  message: string;

  @ApiProperty({ type: () => UserView })
  data: UserView;
}

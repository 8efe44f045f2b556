import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

export enum UserRole {
  admin = 'admin',
  user = 'user',
}

registerEnumType(UserRole, {
  name: 'Role',
  description: 'What the user may do: admin or user (customer).',
});

/** A user as the gateway shows it (REST `user` and GraphQL `User`). */
@ObjectType('User')
@ApiSchema({ name: 'User' })
export class UserView {
  @Field(() => ID)
  @ApiProperty({ example: '0b7c3f7e-4a4e-4c55-9d55-3f3f2a8b9f10' })
  id: string;

  /** The same id under the name older clients read. */
  @ApiProperty({ example: '0b7c3f7e-4a4e-4c55-9d55-3f3f2a8b9f10' })
  _id: string;

  @Field()
  @ApiProperty({ example: 'Priya' })
  userName: string;

  @Field()
  @ApiProperty({ example: 'priya@example.com' })
  email: string;

  @Field(() => UserRole)
  @ApiProperty({ enum: UserRole, example: UserRole.user })
  role: UserRole;

  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ example: '9876543210' })
  phone?: string;

  @Field(() => String, { nullable: true, description: 'RFC 3339' })
  @ApiPropertyOptional({ example: '2025-01-31T10:00:00.000Z' })
  createdAt?: string;
}

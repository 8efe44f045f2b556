import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { UserView } from './user.model.js';

/** What login and refresh answer (REST adds `success`). */
@ObjectType('AuthPayload')
export class AuthPayload {
  @Field()
  @ApiProperty({ example: 'Logged in successfully' })
  message: string;

  @Field()
  @ApiProperty({ description: 'HS256 JWT, valid 15 minutes' })
  accessToken: string;

  @Field()
  @ApiProperty({ description: 'Opaque token; rotated on every refresh' })
  refreshToken: string;

  @Field(() => Int, { description: 'Seconds until the access token expires' })
  @ApiProperty({ example: 900 })
  expiresIn: number;

  @Field(() => UserView)
  @ApiProperty({ type: () => UserView })
  user: UserView;
}

@ObjectType('RegisterPayload')
export class RegisterPayload {
  @Field()
  success: boolean;

  @Field()
  message: string;
}

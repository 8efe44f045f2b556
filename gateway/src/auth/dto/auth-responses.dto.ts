import { ApiProperty } from '@nestjs/swagger';
import { AuthPayload } from '../models/auth-payload.model.js';
import { UserView } from '../models/user.model.js';

export class LoginResponse extends AuthPayload {
  @ApiProperty({ example: true })
  success: true;
}

export class RefreshResponse {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty()
  accessToken: string;

  @ApiProperty()
  refreshToken: string;

  @ApiProperty({ example: 900 })
  expiresIn: number;

  @ApiProperty({ type: () => UserView })
  user: UserView;
}

export class UserResponse {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty({ type: () => UserView })
  user: UserView;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { BlankToUndefined } from '../../common/validation.js';

/** POST /api/auth/refresh and /api/auth/logout body. */
export class RefreshTokenInput {
  @ApiPropertyOptional({ description: 'The refresh token from login or the last refresh' })
  @BlankToUndefined()
  @IsOptional()
  @IsString()
  refreshToken?: string;
}

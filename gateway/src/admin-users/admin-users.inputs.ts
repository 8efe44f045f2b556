import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../common/validation.js';

export const ROLE_MUST_BE = 'Role must be user or admin';
export const PAGE_INVALID = 'Page must be a positive whole number';
export const PAGE_SIZE_INVALID = 'Page size must be between 1 and 500';

/** A query-string number ("2" → 2); anything else is left to be refused. */
function ToNumber(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (typeof value === 'string' && value.trim() !== '') return Number(value);
    if (value === '') return undefined;
    return value;
  });
}

/** GET /api/admin/users/get query and the GraphQL `adminUsers` arguments. */
@ArgsType()
export class ListUsersQuery {
  @Field({ nullable: true, description: 'Part of an e-mail address (case-insensitive)' })
  @ApiPropertyOptional({ description: 'Part of an e-mail address (case-insensitive)' })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Search must be text' })
  @MaxLength(254, { message: 'Search must not exceed 254 characters' })
  search?: string;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @ApiPropertyOptional({ type: 'integer', default: 1, minimum: 1 })
  @ToNumber()
  @IsOptional()
  @IsInt({ message: PAGE_INVALID })
  @Min(1, { message: PAGE_INVALID })
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: 100 })
  @ApiPropertyOptional({ type: 'integer', default: 100, minimum: 1, maximum: 500 })
  @ToNumber()
  @IsOptional()
  @IsInt({ message: PAGE_SIZE_INVALID })
  @Min(1, { message: PAGE_SIZE_INVALID })
  @Max(500, { message: PAGE_SIZE_INVALID })
  pageSize?: number;
}

/** PUT /api/admin/users/update/{id} body and the GraphQL `updateUserRole` arguments. */
@ArgsType()
export class UpdateRoleInput {
  @Field({ description: 'user or admin' })
  @ApiProperty({ enum: ['user', 'admin'], example: 'admin' })
  @Trim()
  @IsIn(['user', 'admin'], { message: ROLE_MUST_BE })
  role: 'user' | 'admin';
}

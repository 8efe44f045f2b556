import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { Check, IsRequired } from '../common/validation.js';

/** The address form's rules for a text field, with the user-facing messages. */
function lengthRule(label: string, min: number, max: number) {
  return (value: unknown): string | undefined => {
    if (typeof value !== 'string' || !value) return `${label} is required`;
    if (value.length < min) return `${label} must be at least ${min} characters`;
    if (value.length > max) return `${label} must not exceed ${max} characters`;
    return undefined;
  };
}

/** Trimmed text; numbers (a pincode or phone sent as a number) become text. */
function Text(options: { stripSpacesAndDashes?: boolean } = {}): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    if (typeof text !== 'string') return text;
    return options.stripSpacesAndDashes ? text.replace(/[\s-]/g, '') : text.trim();
  });
}

export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * The address form: the body of PUT /api/shop/address/update and the
 * GraphQL `AddressInput`. Checked here with the user-facing messages, in the form's order, and
 * again by identity (which also resolves the state, "Invalid State").
 */
@InputType('AddressInput')
export class AddressInput {
  @Field()
  @ApiProperty({ example: 'Priya Sharma', minLength: 2, maxLength: 100, description: 'Full Name' })
  @Text()
  @IsRequired('Full Name is required')
  @Check('fullName', lengthRule('Full Name', 2, 100))
  name: string;

  @Field()
  @ApiProperty({ example: '12, MG Road, Indiranagar', minLength: 10, maxLength: 200 })
  @Text()
  @IsRequired('Address is required')
  @Check('address', lengthRule('Address', 10, 200))
  address: string;

  @Field({ description: 'State code (e.g. KA) or full name' })
  @ApiProperty({ example: 'KA', description: 'State code (e.g. KA) or full name' })
  @Text()
  @IsRequired('State is required')
  @IsString({ message: 'State is required' })
  state: string;

  @Field()
  @ApiProperty({ example: 'Bengaluru', maxLength: 100 })
  @Text()
  @IsRequired('City is required')
  @Check('city', lengthRule('City', 1, 100))
  city: string;

  @Field()
  @ApiProperty({ example: '560038', pattern: '^[1-9][0-9]{5}$' })
  @Text()
  @IsRequired('Pincode is required')
  @Check('pincode', (value) =>
    typeof value === 'string' && PINCODE_PATTERN.test(value)
      ? undefined
      : 'Please enter a valid 6-digit pincode',
  )
  pincode: string;

  @Field()
  @ApiProperty({ example: '9876543210', description: '10-digit mobile number (6-9 first)' })
  @Text({ stripSpacesAndDashes: true })
  @IsRequired('Phone is required')
  @Check('phone', (value) =>
    typeof value === 'string' && MOBILE_PATTERN.test(value)
      ? undefined
      : 'Please enter a valid 10-digit mobile number',
  )
  phone: string;

  @Field({ nullable: true, description: 'Landmark' })
  @ApiPropertyOptional({
    example: 'Near the metro station',
    maxLength: 500,
    description: 'Landmark',
  })
  @Text()
  @IsOptional()
  @Check('notes', (value) =>
    typeof value === 'string' && value.length <= 500
      ? undefined
      : 'Landmark must not exceed 500 characters',
  )
  notes?: string;
}

/** POST /api/shop/address/add: the form and the user it is for (the caller unless an admin). */
export class AddAddressBody extends AddressInput {
  @ApiPropertyOptional({
    type: String,
    description:
      "The address book's user: the signed-in user's id (an admin may name another); defaults to the caller",
    example: '0b7c3f7e-4a4e-4c55-9d55-3f3f2a8b9f10',
  })
  @Text()
  @IsOptional()
  userId?: unknown;
}

import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { DataResponse } from '../common/api-responses.js';
import { PINCODE_MESSAGE, PINCODE_PATTERN } from '../common/geo.js';
import { Prop, Shape } from '../common/shape.js';
import { Check, IsRequired } from '../common/validation.js';

const UUID = '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e';
const USER = '0b7c3f7e-4a4e-4c55-9d55-3f3f2a8b9f10';
const TIME = '2025-01-31T10:00:00.000Z';

export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Trimmed text; numbers (a pincode or phone sent as a number) become text. */
function Text(options: { stripSpacesAndDashes?: boolean } = {}): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    if (typeof text !== 'string') return text;
    return options.stripSpacesAndDashes ? text.replace(/[\s-]/g, '') : text.trim();
  });
}

/** The form's length rule for a text field, with the user-facing messages. */
function length(label: string, min: number, max: number) {
  return (value: unknown): string | undefined => {
    if (typeof value !== 'string' || !value) return `${label} is required`;
    if (value.length < min) return `${label} must be at least ${min} characters`;
    if (value.length > max) return `${label} must not exceed ${max} characters`;
    return undefined;
  };
}

/** The pattern rule of a text field: `message` unless the text matches. */
function matching(pattern: RegExp, message: string) {
  return (value: unknown) =>
    typeof value === 'string' && pattern.test(value) ? undefined : message;
}

/**
 * A required field of the address form: documented as `openapi`, trimmed, "`label` is required"
 * when blank, then `rule`'s message (a string at least, when no rule).
 */
function FormField(
  label: string,
  openapi: ApiPropertyOptions,
  rule?: (value: unknown) => string | undefined,
  text?: { stripSpacesAndDashes?: boolean },
): PropertyDecorator {
  return applyDecorators(
    ApiProperty(openapi),
    Text(text),
    IsRequired(`${label} is required`),
    rule ? Check(label, rule) : IsString({ message: `${label} is required` }),
  );
}

/**
 * The address form, the body of PUT /api/shop/address/update: checked here with the
 * user-facing messages, in the form's order, and again by identity (which also resolves the
 * state, "Invalid State").
 */
@Shape('AddressInput', { graphql: false })
export class AddressInput {
  @FormField(
    'Full Name',
    { example: 'Priya Sharma', minLength: 2, maxLength: 100, description: 'Full Name' },
    length('Full Name', 2, 100),
  )
  name: string;
  @FormField(
    'Address',
    { example: '12, MG Road, Indiranagar', minLength: 10, maxLength: 200 },
    length('Address', 10, 200),
  )
  address: string;
  @FormField('State', { example: 'KA', description: 'State code (e.g. KA) or full name' })
  state: string;
  @FormField('City', { example: 'Bengaluru', maxLength: 100 }, length('City', 1, 100))
  city: string;
  @FormField(
    'Pincode',
    { example: '560038', pattern: '^[1-9][0-9]{5}$' },
    matching(PINCODE_PATTERN, PINCODE_MESSAGE),
  )
  pincode: string;
  @FormField(
    'Phone',
    { example: '9876543210', description: '10-digit mobile number (6-9 first)' },
    matching(MOBILE_PATTERN, 'Please enter a valid 10-digit mobile number'),
    { stripSpacesAndDashes: true },
  )
  phone: string;
  @ApiProperty({
    example: 'Near the metro station',
    maxLength: 500,
    description: 'Landmark',
    required: false,
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
@Shape('AddAddressBody', { graphql: false })
export class AddAddressBody extends AddressInput {
  @ApiProperty({
    type: String,
    required: false,
    example: USER,
    description:
      "The address book's user: the signed-in user's id (an admin may name another); defaults to the caller",
  })
  @Text()
  @IsOptional()
  userId?: unknown;
}

/** An address as the gateway shows it (REST `data`). */
@Shape('Address', { graphql: false })
export class AddressView {
  @Prop({ example: UUID }) id: string;
  /** The same id under the name older clients read. */
  @Prop({ example: UUID }) _id: string;
  @Prop({ example: USER }) userId: string;
  @Prop({ example: 'Priya Sharma' }) name: string;
  @Prop({ example: '12, MG Road, Indiranagar' }) address: string;
  @Prop({ example: 'KA', description: 'ISO code' }) state: string;
  @Prop({ example: 'Karnataka' }) stateName: string;
  @Prop({ example: 'Bengaluru' }) city: string;
  @Prop({ example: '560038' }) pincode: string;
  @Prop({ example: '9876543210' }) phone: string;
  @Prop({ example: 'Near the metro station', description: 'Landmark' }) notes: string;
  @Prop({ example: TIME }) createdAt: string;
  @Prop({ example: TIME }) updatedAt: string;
}

export class AddressResponse extends DataResponse(
  { type: () => AddressView },
  { message: 'Address added successfully' },
) {}

export class AddressListResponse extends DataResponse({
  type: () => [AddressView],
  description: 'Oldest first',
}) {}

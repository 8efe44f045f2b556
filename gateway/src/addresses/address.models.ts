import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { DataResponse } from '../common/api-responses.js';

/** An address as the gateway shows it (REST `data` and GraphQL `Address`). */
@ObjectType('Address')
@ApiSchema({ name: 'Address' })
export class AddressView {
  @Field(() => ID)
  @ApiProperty({ example: '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e' })
  id: string;

  /** The same id under the name older clients read. */
  @ApiProperty({ example: '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e' })
  _id: string;

  @Field(() => ID)
  @ApiProperty({ example: '0b7c3f7e-4a4e-4c55-9d55-3f3f2a8b9f10' })
  userId: string;

  @Field({ description: 'Full name of the recipient' })
  @ApiProperty({ example: 'Priya Sharma' })
  name: string;

  @Field()
  @ApiProperty({ example: '12, MG Road, Indiranagar' })
  address: string;

  @Field({ description: 'ISO code, e.g. KA' })
  @ApiProperty({ example: 'KA', description: 'ISO code' })
  state: string;

  @Field({ description: 'The state by name, e.g. Karnataka' })
  @ApiProperty({ example: 'Karnataka' })
  stateName: string;

  @Field()
  @ApiProperty({ example: 'Bengaluru' })
  city: string;

  @Field()
  @ApiProperty({ example: '560038' })
  pincode: string;

  @Field()
  @ApiProperty({ example: '9876543210' })
  phone: string;

  @Field({ description: 'Landmark' })
  @ApiProperty({ example: 'Near the metro station', description: 'Landmark' })
  notes: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: '2025-01-31T10:00:00.000Z' })
  createdAt: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: '2025-01-31T10:00:00.000Z' })
  updatedAt: string;
}

export class AddressResponse extends DataResponse(
  { type: () => AddressView },
  { message: 'Address added successfully' },
) {}

export class AddressListResponse extends DataResponse({
  type: () => [AddressView],
  description: 'Oldest first',
}) {}

import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { DataResponse } from '../common/api-responses.js';

/** A state or union territory of India. */
@ObjectType('State')
@ApiSchema({ name: 'State' })
export class StateView {
  @Field({ description: 'ISO 3166-2:IN code without the prefix, e.g. KA' })
  @ApiProperty({ example: 'KA' })
  code: string;

  @Field()
  @ApiProperty({ example: 'Karnataka' })
  name: string;
}

export class StatesResponse extends DataResponse({ type: () => [StateView] }) {}

export class CitiesResponse extends DataResponse({
  type: [String],
  example: ['Pune', 'Pune City'],
}) {}

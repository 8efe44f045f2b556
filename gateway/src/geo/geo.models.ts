import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';

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

export class StatesResponse {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty({ type: () => [StateView] })
  data: StateView[];
}

export class CitiesResponse {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty({ type: [String], example: ['Pune', 'Pune City'] })
  data: string[];
}

import { DataResponse } from '../common/api-responses.js';
import { Prop, Shape } from '../common/shape.js';

/** A state or union territory of India. */
@Shape('State')
export class StateView {
  @Prop({
    example: 'KA',
    description: 'ISO 3166-2:IN code without the prefix, e.g. KA',
    restDescription: '',
  })
  code: string;
  @Prop({ example: 'Karnataka' }) name: string;
}

/** The GraphQL `cities` arguments (REST: the path's state code and `?q=`). */
@Shape('Cities', { kind: 'args' })
export class CitiesArgs {
  @Prop() stateCode: string;
  @Prop() q: string;
}

export class StatesResponse extends DataResponse({ type: () => [StateView] }) {}

export class CitiesResponse extends DataResponse({
  type: [String],
  example: ['Pune', 'Pune City'],
}) {}

import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { api, operations } from '../common/operations.js';
import {
  CitiesArgs,
  CitiesResponse,
  DeliveryEstimateArgs,
  DeliveryEstimateResponse,
  DeliveryEstimateView,
  StatesResponse,
  StateView,
} from './geo.shapes.js';
import { PINCODE_MESSAGE } from '../common/geo.js';
import { GeoService, PINCODE_NOT_FOUND, STATE_NOT_FOUND } from './geo.service.js';

const deps = { geo: GeoService };
const op = operations(deps);

/** The first string of a query value (`?q=a&q=b` gives an array). */
function firstString(value: unknown): string {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === 'string' ? value : '';
}

/** States and cities of India for the address form (public, cached); REST and GraphQL. */
export const geoApi = api({
  name: 'GeoController',
  prefix: 'geo',
  tag: 'geo',
  deps,
  operations: {
    states: op({
      summary: 'The 36 states and union territories of India',
      handle: ({ deps }) => deps.geo.listStates(),
      rest: { route: { get: 'states' }, ok: StatesResponse },
      graphql: {
        query: true,
        type: () => [StateView],
        description: 'States and union territories of India',
      },
    }),
    cities: op({
      summary: 'Cities of a state starting with q (at least 2 letters; at most 20)',
      input: CitiesArgs,
      handle: ({ deps }, input) =>
        deps.geo.searchCities(
          (input as { code?: string }).code ?? input.stateCode,
          firstString(input.q),
        ),
      rest: {
        route: { get: 'states/:code/cities' },
        ok: CitiesResponse,
        errors: { 404: STATE_NOT_FOUND },
        decorators: [
          ApiOperation({ description: 'A q shorter than 2 letters answers an empty list.' }),
          ApiQuery({ name: 'q', required: true, example: 'pu' }),
        ],
      },
      graphql: {
        query: true,
        type: () => [String],
        description: 'Cities of a state starting with q (at least 2 letters; at most 20)',
      },
    }),
    delivery: op({
      summary: 'The delivery promise to a pincode: serviceable, zone, dispatch and delivery dates',
      input: DeliveryEstimateArgs,
      handle: ({ deps }, input) => deps.geo.estimateDelivery(firstString(input.pincode)),
      rest: {
        route: { get: 'pincodes/:pincode/delivery' },
        ok: DeliveryEstimateResponse,
        errors: { 400: PINCODE_MESSAGE, 404: PINCODE_NOT_FOUND },
        decorators: [
          ApiOperation({
            description:
              'For an order placed now. A pincode the shop does not deliver to answers serviceable false and no dates.',
          }),
        ],
      },
      graphql: {
        query: 'deliveryEstimate',
        type: () => DeliveryEstimateView,
        description: 'The delivery promise to a pincode for an order placed now',
      },
    }),
  },
});

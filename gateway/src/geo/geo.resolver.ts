import { Args, Query, Resolver } from '@nestjs/graphql';
import { StateView } from './geo.models.js';
import { GeoService } from './geo.service.js';

/** GraphQL face of the states and city search (public). */
@Resolver(() => StateView)
export class GeoResolver {
  constructor(private readonly geo: GeoService) {}

  @Query(() => [StateView], { description: 'States and union territories of India' })
  states(): Promise<StateView[]> {
    return this.geo.listStates();
  }

  @Query(() => [String], {
    description: 'Cities of a state starting with q (at least 2 letters; at most 20)',
  })
  cities(@Args('stateCode') stateCode: string, @Args('q') q: string): Promise<string[]> {
    return this.geo.searchCities(stateCode, q);
  }
}

import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { CitiesResponse, StatesResponse } from './geo.models.js';
import { GeoService } from './geo.service.js';

/** The first string of a query value (`?q=a&q=b` gives an array). */
function firstString(value: unknown): string {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === 'string' ? value : '';
}

/** States and cities of India for the address form (public, cached). */
@ApiTags('geo')
@Controller('geo')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Get('states')
  @ApiOperation({ summary: 'The 36 states and union territories of India' })
  @ApiOkResponse({ type: StatesResponse })
  async states() {
    return ok({ data: await this.geo.listStates() });
  }

  @Get('states/:code/cities')
  @ApiOperation({
    summary: 'Cities of a state starting with q (at least 2 letters; at most 20)',
    description: 'A q shorter than 2 letters answers an empty list.',
  })
  @ApiQuery({ name: 'q', required: true, example: 'pu' })
  @ApiOkResponse({ type: CitiesResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'State not found' })
  async cities(@Param('code') code: string, @Query('q') q: unknown) {
    return ok({ data: await this.geo.searchCities(code, firstString(q)) });
  }
}

import { Controller, Get, Header, Res } from '@nestjs/common';
import {
  ApiProduces,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { registry } from '@boutique/service-kit';
import type { FastifyReply } from 'fastify';
import { HealthService, type Readiness } from './health.service.js';

class HealthResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ required: false, example: 'Service unavailable' })
  message?: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', enum: ['ok', 'unavailable'] },
    example: { identity: 'ok', notification: 'ok' },
  })
  services: Record<string, string>;
}

class LiveResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ example: 'ok' })
  status: string;
}

/** Paths outside the /api prefix (see app-setup's global prefix exclusions). */
export const UNPREFIXED_HEALTH_PATHS = ['health/live', 'health/ready', 'metrics'];

/** /api/health, /health/live, /health/ready (same as /api/health) and /metrics. */
@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('health')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Ready once every service the gateway depends on is ready' })
  @ApiOkResponse({ type: HealthResponse, description: 'Every service is ready' })
  @ApiServiceUnavailableResponse({
    type: HealthResponse,
    description: 'Service unavailable (services shows which)',
  })
  async apiHealth(@Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer(await this.health.readiness(), reply);
  }

  @Get('health/ready')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Readiness probe: the same answer as /api/health' })
  @ApiOkResponse({ type: HealthResponse, description: 'Every service is ready' })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: 'Service unavailable' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer(await this.health.readiness(), reply);
  }

  @Get('health/live')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Liveness probe: the process answers' })
  @ApiOkResponse({ type: LiveResponse, description: 'The process runs' })
  live() {
    return { success: true, status: 'ok' };
  }

  @Get('metrics')
  @ApiOperation({ summary: 'Prometheus metrics (text exposition format)' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Prometheus text', schema: { type: 'string' } })
  async metrics(@Res({ passthrough: true }) reply: FastifyReply) {
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  }

  private answer({ ready, services }: Readiness, reply: FastifyReply) {
    if (ready) return { success: true, services };
    reply.code(503);
    return { success: false, message: 'Service unavailable', services };
  }
}

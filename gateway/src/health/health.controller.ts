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
import { GatewayLifecycle, type LifecycleState } from '../lifecycle/gateway-lifecycle.js';
import { Limiters } from '../rate-limit/limiters.js';
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

class ReadyResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ enum: ['ready', 'starting', 'draining'], example: 'ready' })
  status: LifecycleState;

  @ApiProperty({ required: false, example: 'Shutting down' })
  message?: string;

  @ApiProperty({
    required: false,
    enum: ['ok', 'unavailable'],
    description:
      'The shared Redis (only with REDIS_URL), reported but not required: without it the ' +
      'gateway goes on with its limits and cache in memory',
  })
  redis?: 'ok' | 'unavailable';
}

class LiveResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ example: 'ok' })
  status: string;
}

/** Paths outside the /api prefix (see app-setup's global prefix exclusions). */
export const UNPREFIXED_HEALTH_PATHS = ['health/live', 'health/ready', 'metrics'];

/**
 * /api/health (every service the gateway depends on is ready: for people and the start
 * scripts), /health/live, /health/ready (this process alone: what an orchestrator or a
 * proxy takes a replica out of rotation on) and /metrics.
 */
@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly lifecycle: GatewayLifecycle,
    private readonly limiters: Limiters,
  ) {}

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

  /**
   * This process alone: ready once started, 503 from SIGTERM on. Never the services: one
   * stopped service must not take every gateway replica out of rotation.
   */
  @Get('health/ready')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'Readiness probe of this gateway process alone (503 while starting or shutting down); ' +
      'never depends on the services (see /api/health)',
  })
  @ApiOkResponse({ type: ReadyResponse, description: 'This process takes requests' })
  @ApiServiceUnavailableResponse({
    type: ReadyResponse,
    description: 'Starting, or shutting down (SIGTERM)',
  })
  ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const status = this.lifecycle.state;
    const redis = this.limiters.redisState;
    const detail = redis ? { redis } : {};
    if (status === 'ready') return { success: true, status, ...detail };
    reply.code(503);
    const message = status === 'draining' ? 'Shutting down' : 'Starting';
    return { success: false, message, status, ...detail };
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

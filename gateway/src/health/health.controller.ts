import { applyDecorators, Controller, Get, Header, Res, type Type } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { registry } from '@boutique/service-kit';
import type { FastifyReply } from 'fastify';
import { GatewayLifecycle, type LifecycleState } from '../lifecycle/gateway-lifecycle.js';
import { Limiters } from '../rate-limit/limiters.js';
import { HealthService } from './health.service.js';

const STATES = ['ok', 'unavailable'];

class HealthResponse {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ required: false, example: 'Service unavailable' }) message?: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', enum: STATES },
    example: { identity: 'ok', notification: 'ok' },
  })
  services: Record<string, string>;
}

class ReadyResponse {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ enum: ['ready', 'starting', 'draining'], example: 'ready' })
  status: LifecycleState;
  @ApiProperty({ required: false, example: 'Shutting down' }) message?: string;
  @ApiProperty({
    required: false,
    enum: STATES,
    description:
      'The shared Redis (only with REDIS_URL), reported but not required: without it the ' +
      'gateway goes on with its limits and cache in memory',
  })
  redis?: 'ok' | 'unavailable';
}

class LiveResponse {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ example: 'ok' }) status: string;
}

/** Paths outside the /api prefix (see app-setup's global prefix exclusions). */
export const UNPREFIXED_HEALTH_PATHS = ['health/live', 'health/ready', 'metrics'];

/** A probe: never cached; `unavailable` documents its 503. */
function Probe(path: string, summary: string, type: Type, ok: string, unavailable?: string) {
  return applyDecorators(
    Get(path),
    Header('cache-control', 'no-store'),
    ApiOperation({ summary }),
    ApiOkResponse({ type, description: ok }),
    ...(unavailable ? [ApiServiceUnavailableResponse({ type, description: unavailable })] : []),
  );
}

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

  @Probe(
    'health',
    'Ready once every service the gateway depends on is ready',
    HealthResponse,
    'Every service is ready',
    'Service unavailable (services shows which)',
  )
  async apiHealth(@Res({ passthrough: true }) reply: FastifyReply) {
    const { ready, services } = await this.health.readiness();
    if (ready) return { success: true, services };
    reply.code(503);
    return { success: false, message: 'Service unavailable', services };
  }

  /**
   * This process alone: ready once started, 503 from SIGTERM on. Never the services: one
   * stopped service must not take every gateway replica out of rotation.
   */
  @Probe(
    'health/ready',
    'Readiness probe of this gateway process alone (503 while starting or shutting down); ' +
      'never depends on the services (see /api/health)',
    ReadyResponse,
    'This process takes requests',
    'Starting, or shutting down (SIGTERM)',
  )
  ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const status = this.lifecycle.state;
    const redis = this.limiters.redisState;
    const detail = redis ? { redis } : {};
    if (status === 'ready') return { success: true, status, ...detail };
    reply.code(503);
    const message = status === 'draining' ? 'Shutting down' : 'Starting';
    return { success: false, message, status, ...detail };
  }

  @Probe('health/live', 'Liveness probe: the process answers', LiveResponse, 'The process runs')
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
}

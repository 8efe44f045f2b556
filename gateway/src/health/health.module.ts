import { Module } from '@nestjs/common';
import { GatewayLifecycle } from '../lifecycle/gateway-lifecycle.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({
  controllers: [HealthController],
  providers: [HealthService, GatewayLifecycle],
  exports: [GatewayLifecycle],
})
export class HealthModule {}

import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { DashboardService } from './dashboard.service.js';

/** The admin dashboard, composed from order, catalogue and identity. */
@Module({
  controllers: [DashboardController],
  providers: [DashboardService, DashboardResolver],
})
export class DashboardModule {}

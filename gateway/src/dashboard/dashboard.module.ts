import { Module } from '@nestjs/common';
import { dashboardApi } from './dashboard.api.js';
import { DashboardService } from './dashboard.service.js';

/** The admin dashboard, composed from order, catalogue and identity. */
@Module({
  controllers: dashboardApi.controllers,
  providers: [DashboardService, ...dashboardApi.providers],
})
export class DashboardModule {}

import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { AdminDashboard } from './dashboard.models.js';
import { DashboardService } from './dashboard.service.js';
import { parseYear } from './dashboard.views.js';

/** GraphQL face of the dashboard: every figure in one query (admin). */
@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Query(() => AdminDashboard, { description: 'The admin dashboard (admin; paid orders only)' })
  @Roles('admin')
  adminDashboard(
    @CurrentUser() admin: AuthUser,
    @Args('year', { type: () => Int, nullable: true, description: 'Default: this year' })
    year?: number,
  ): Promise<AdminDashboard> {
    return this.dashboard.all(admin, parseYear(year));
  }
}

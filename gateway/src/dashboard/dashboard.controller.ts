import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import {
  CategoryProductsResponse,
  DashboardSummaryResponse,
  OrderStatusResponse,
  SalesChartResponse,
  StockStatusResponse,
} from './dashboard.models.js';
import { DashboardService } from './dashboard.service.js';
import { INVALID_YEAR, parseYear } from './dashboard.views.js';

/** The admin dashboard (admin only): paid orders' figures, stock and categories. */
@ApiTags('admin dashboard')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('summary')
  @Roles('admin')
  @ApiOperation({ summary: 'Total sales (rupees) and paid orders, products, users' })
  @ApiOkResponse({ type: DashboardSummaryResponse })
  async summary(@CurrentUser() admin: AuthUser) {
    return ok({ data: await this.dashboard.summary(admin) });
  }

  @Get('sales-chart')
  @Roles('admin')
  @ApiOperation({ summary: "A year's monthly sales beside the year before's (rupees)" })
  @ApiQuery({ name: 'year', required: false, type: Number, description: 'Default: this year' })
  @ApiOkResponse({ type: SalesChartResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: INVALID_YEAR })
  async salesChart(@CurrentUser() admin: AuthUser, @Query('year') year?: unknown) {
    const { data, currentYear, lastYear } = await this.dashboard.salesChart(admin, parseYear(year));
    return ok({ data, currentYear, lastYear });
  }

  @Get('order-status')
  @Roles('admin')
  @ApiOperation({ summary: 'Paid orders per status, lifecycle order' })
  @ApiOkResponse({ type: OrderStatusResponse })
  async orderStatus(@CurrentUser() admin: AuthUser) {
    return ok({ data: await this.dashboard.orderStatus(admin) });
  }

  @Get('stock-status')
  @Roles('admin')
  @ApiOperation({ summary: 'Products in stock and out of stock' })
  @ApiOkResponse({ type: StockStatusResponse })
  async stockStatus() {
    return ok({ data: await this.dashboard.stockStatus() });
  }

  @Get('category-products')
  @Roles('admin')
  @ApiOperation({ summary: 'Products per category, every category' })
  @ApiOkResponse({ type: CategoryProductsResponse })
  async categoryProducts() {
    return ok({ data: await this.dashboard.categoryProducts() });
  }
}

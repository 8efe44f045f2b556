import { Module } from '@nestjs/common';
import { CatalogueController } from './catalogue.controller.js';
import { CategoriesService } from './categories/categories.service.js';
import { ListingCountCache } from './products/listing-count-cache.js';
import { ProductsService } from './products/products.service.js';
import { ReviewsService } from './reviews/reviews.service.js';
import { ProductDeletedHandler } from './search/handlers/product-deleted.handler.js';
import { ProductUpsertedHandler } from './search/handlers/product-upserted.handler.js';
import { searchIndexProvider } from './search/search-index.provider.js';
import { SearchService } from './search/search.service.js';
import { StatsService } from './stats/stats.service.js';
import { OrderCancelledHandler } from './stock/handlers/order-cancelled.handler.js';
import { OrderPaidHandler } from './stock/handlers/order-paid.handler.js';
import { OrderRejectedHandler } from './stock/handlers/order-rejected.handler.js';
import { ReservationSweeper } from './stock/reservation-sweeper.js';
import { StockService } from './stock/stock.service.js';

@Module({
  controllers: [CatalogueController],
  providers: [
    searchIndexProvider,
    ListingCountCache,
    SearchService,
    CategoriesService,
    ProductsService,
    StockService,
    ReservationSweeper,
    ReviewsService,
    StatsService,
    ProductUpsertedHandler,
    ProductDeletedHandler,
    OrderPaidHandler,
    OrderCancelledHandler,
    OrderRejectedHandler,
  ],
})
export class CatalogueModule {}

import { Module } from '@nestjs/common';
import { CatalogueController } from './catalogue.controller.js';
import { CategoriesService } from './categories/categories.service.js';
import { ListingCountCache } from './common/listing-count-cache.js';
import { ProductsService } from './products/products.service.js';
import { ReviewsService } from './reviews/reviews.service.js';
import { CategoryUpsertedHandler } from './handlers/category-upserted.handler.js';
import { CatalogueReadModel } from './read-model/catalogue-read-model.js';
import { ProductDeletedHandler } from './handlers/product-deleted.handler.js';
import { ProductUpsertedHandler } from './handlers/product-upserted.handler.js';
import { searchIndexProvider } from './search/search-index.provider.js';
import { SearchService } from './search/search.service.js';
import { StatsService } from './stats/stats.service.js';
import { OrderCancelledHandler } from './handlers/order-cancelled.handler.js';
import { OrderPaidHandler } from './handlers/order-paid.handler.js';
import { OrderCancelledByCustomerHandler } from './handlers/order-cancelled-by-customer.handler.js';
import { OrderReturnedToOriginHandler } from './handlers/order-returned-to-origin.handler.js';
import { OrderRejectedHandler } from './handlers/order-rejected.handler.js';
import { ReservationSweeper } from './stock/reservation-sweeper.js';
import { StockService } from './stock/stock.service.js';

@Module({
  controllers: [CatalogueController],
  providers: [
    searchIndexProvider,
    ListingCountCache,
    CatalogueReadModel,
    SearchService,
    CategoriesService,
    ProductsService,
    StockService,
    ReservationSweeper,
    ReviewsService,
    StatsService,
    ProductUpsertedHandler,
    ProductDeletedHandler,
    CategoryUpsertedHandler,
    OrderPaidHandler,
    OrderCancelledHandler,
    OrderRejectedHandler,
    OrderCancelledByCustomerHandler,
    OrderReturnedToOriginHandler,
  ],
})
export class CatalogueModule {}

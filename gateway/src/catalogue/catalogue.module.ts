import { Module } from '@nestjs/common';
import {
  AdminCategoriesController,
  AdminProductsController,
  AdminReviewsController,
} from './admin-catalogue.controller.js';
import { CatalogueResolver } from './catalogue.resolver.js';
import { CatalogueService } from './catalogue.service.js';
import { ReviewRateLimit } from './review-rate-limit.js';
import { ShopCatalogueController } from './shop-catalogue.controller.js';

@Module({
  controllers: [
    ShopCatalogueController,
    AdminProductsController,
    AdminCategoriesController,
    AdminReviewsController,
  ],
  providers: [CatalogueService, CatalogueResolver, ReviewRateLimit],
})
export class CatalogueModule {}

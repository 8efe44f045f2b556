import { Module } from '@nestjs/common';
import {
  adminCategoriesApi,
  adminProductsApi,
  adminReviewsApi,
  shopCatalogueApi,
} from './catalogue.api.js';
import { CatalogueService } from './catalogue.service.js';

const apis = [shopCatalogueApi, adminProductsApi, adminCategoriesApi, adminReviewsApi];

@Module({
  controllers: apis.flatMap((table) => table.controllers),
  providers: [CatalogueService, ...apis.flatMap((table) => table.providers)],
})
export class CatalogueModule {}

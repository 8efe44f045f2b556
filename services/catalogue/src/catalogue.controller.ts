import { Controller } from '@nestjs/common';
import {
  CatalogueServiceControllerMethods,
  type AddReviewRequest,
  type AddReviewResponse,
  type CatalogueServiceController,
  type CommitReservationRequest,
  type CommitReservationResponse,
  type CreateCategoryRequest,
  type CreateCategoryResponse,
  type CreateProductRequest,
  type CreateProductResponse,
  type DeleteCategoryRequest,
  type DeleteCategoryResponse,
  type DeleteProductRequest,
  type DeleteProductResponse,
  type DeleteReviewRequest,
  type DeleteReviewResponse,
  type GetCatalogueStatsResponse,
  type GetReviewEligibilityRequest,
  type GetReviewEligibilityResponse,
  type GetReviewSettingsRequest,
  type GetReviewSettingsResponse,
  type ListReviewsForModerationRequest,
  type ListReviewsForModerationResponse,
  type ModerateReviewRequest,
  type ModerateReviewResponse,
  type UpdateReviewSettingsRequest,
  type UpdateReviewSettingsResponse,
  type GetCategoryRequest,
  type GetCategoryResponse,
  type GetProductRequest,
  type GetProductResponse,
  type GetProductsRequest,
  type GetProductsResponse,
  type ListCategoriesRequest,
  type ListCategoriesResponse,
  type ListProductsRequest,
  type ListProductsResponse,
  type ListRelatedProductsRequest,
  type ListRelatedProductsResponse,
  type ListReviewedProductsRequest,
  type ListReviewedProductsResponse,
  type ListReviewsRequest,
  type ListReviewsResponse,
  type ReleaseReservationRequest,
  type ReleaseReservationResponse,
  type ReserveStockRequest,
  type ReserveStockResponse,
  type SearchProductsRequest,
  type SearchProductsResponse,
  type UpdateCategoryRequest,
  type UpdateCategoryResponse,
  type UpdateProductRequest,
  type UpdateProductResponse,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import { CatalogueReadModel } from './read-model/catalogue-read-model.js';
import { CategoriesService } from './categories/categories.service.js';
import { ProductsService } from './products/products.service.js';
import { ReviewsService } from './reviews/reviews.service.js';
import { SearchService } from './search/search.service.js';
import { StatsService } from './stats/stats.service.js';
import { StockService } from './stock/stock.service.js';

/** No bytes: an answer without `json`. */
const NO_JSON = new Uint8Array(0);

/** gRPC handlers of catalogue.v1.CatalogueService: each delegates to a service. */
@Controller()
@CatalogueServiceControllerMethods()
export class CatalogueController implements CatalogueServiceController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly products: ProductsService,
    private readonly searchService: SearchService,
    private readonly stock: StockService,
    private readonly reviews: ReviewsService,
    private readonly statsService: StatsService,
    private readonly readModel: CatalogueReadModel,
  ) {}

  async listCategories(request: ListCategoriesRequest): Promise<ListCategoriesResponse> {
    return { categories: await this.categories.list(request.search) };
  }

  async getCategory(request: GetCategoryRequest): Promise<GetCategoryResponse> {
    return { category: await this.categories.get(request.idOrSlug) };
  }

  async createCategory(request: CreateCategoryRequest): Promise<CreateCategoryResponse> {
    return { category: await this.categories.create(request.actor, request.category) };
  }

  async updateCategory(request: UpdateCategoryRequest): Promise<UpdateCategoryResponse> {
    return { category: await this.categories.update(request.actor, request.id, request.category) };
  }

  async deleteCategory(request: DeleteCategoryRequest): Promise<DeleteCategoryResponse> {
    return this.categories.delete(request.actor, request.id).then(() => ({}));
  }

  /** With `json`: the read model's cards (no database query); else the SQL listing. */
  async listProducts(request: ListProductsRequest): Promise<ListProductsResponse> {
    if (!request.json) return this.products.list(request);
    const { json, total } = await this.readModel.list(request);
    return { products: [], total, jsonBody: json };
  }

  async getProduct(request: GetProductRequest): Promise<GetProductResponse> {
    if (request.json)
      return { product: undefined, jsonBody: await this.readModel.page(request.id) };
    return { product: await this.products.get(request.id), jsonBody: NO_JSON };
  }

  async getProducts(request: GetProductsRequest): Promise<GetProductsResponse> {
    return { products: await this.products.getMany(request.ids ?? []) };
  }

  async listRelatedProducts(
    request: ListRelatedProductsRequest,
  ): Promise<ListRelatedProductsResponse> {
    if (request.json)
      return {
        products: [],
        jsonBody: await this.readModel.related(request.productId, request.limit),
      };
    return {
      products: await this.products.related(request.productId, request.limit),
      jsonBody: NO_JSON,
    };
  }

  async createProduct(request: CreateProductRequest): Promise<CreateProductResponse> {
    return { product: await this.products.create(request.actor, request.product) };
  }

  async updateProduct(request: UpdateProductRequest): Promise<UpdateProductResponse> {
    return { product: await this.products.update(request.actor, request.id, request.product) };
  }

  async deleteProduct(request: DeleteProductRequest): Promise<DeleteProductResponse> {
    return this.products.delete(request.actor, request.id).then(() => ({}));
  }

  async searchProducts(request: SearchProductsRequest): Promise<SearchProductsResponse> {
    const keyword = request.keyword ?? '';
    if (!request.json)
      return {
        products: await this.searchService.search(keyword, request.limit),
        jsonBody: NO_JSON,
        total: 0,
      };
    const { json, total } = await this.searchService.cards(keyword, request.offset, request.limit);
    return { products: [], jsonBody: json, total };
  }

  reserveStock(request: ReserveStockRequest): Promise<ReserveStockResponse> {
    return this.stock.reserve(request);
  }

  async commitReservation(request: CommitReservationRequest): Promise<CommitReservationResponse> {
    return { state: await this.stock.commit(request.reservationId) };
  }

  async releaseReservation(
    request: ReleaseReservationRequest,
  ): Promise<ReleaseReservationResponse> {
    return { state: await this.stock.release(request.reservationId) };
  }

  addReview(request: AddReviewRequest): Promise<AddReviewResponse> {
    return this.reviews.add(request);
  }

  async listReviews(request: ListReviewsRequest): Promise<ListReviewsResponse> {
    return { reviews: await this.reviews.list(request.productId) };
  }

  async listReviewedProducts(
    request: ListReviewedProductsRequest,
  ): Promise<ListReviewedProductsResponse> {
    return { products: await this.reviews.reviewedProducts(request.actor) };
  }

  async deleteReview(request: DeleteReviewRequest): Promise<DeleteReviewResponse> {
    return this.reviews.delete(request.actor, request.id).then(() => ({}));
  }

  getReviewEligibility(
    request: GetReviewEligibilityRequest,
  ): Promise<GetReviewEligibilityResponse> {
    return this.reviews.eligibility(request.actor, request.productId);
  }

  listReviewsForModeration(
    request: ListReviewsForModerationRequest,
  ): Promise<ListReviewsForModerationResponse> {
    return this.reviews.forModeration(request.actor, request.status, request.productId);
  }

  moderateReview(request: ModerateReviewRequest): Promise<ModerateReviewResponse> {
    return this.reviews.moderate(request.actor, request.id, request.status);
  }

  async getReviewSettings(request: GetReviewSettingsRequest): Promise<GetReviewSettingsResponse> {
    return { settings: await this.reviews.settings(request.actor) };
  }

  async updateReviewSettings(
    request: UpdateReviewSettingsRequest,
  ): Promise<UpdateReviewSettingsResponse> {
    return { settings: await this.reviews.updateSettings(request.actor, request.settings) };
  }

  getCatalogueStats(): Promise<GetCatalogueStatsResponse> {
    return this.statsService.stats();
  }
}

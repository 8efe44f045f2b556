import { Inject, Injectable } from '@nestjs/common';
import { SERVICES } from '@boutique/contracts';
import type {
  CatalogueServiceClient,
  Product,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import {
  AppRpcError,
  type BaseServiceConfig,
  callerOf,
  isGrpcError,
  SERVICE_CONFIG,
  ServiceClient,
} from '@boutique/service-kit';
import type { CartConfig } from '../config/cart.config.js';

/** gRPC status UNAVAILABLE (the gateway answers 503). */
const UNAVAILABLE = 14;

const CATALOGUE_UNAVAILABLE = 'The shop is busy right now. Please try again.';

/**
 * The catalogue service over gRPC (one channel per process): the products of the lines,
 * read for every answer. Calls carry the request id and a deadline (service-kit).
 */
@Injectable()
export class CatalogueClient extends ServiceClient<CatalogueServiceClient> {
  constructor(@Inject(SERVICE_CONFIG) config: CartConfig & BaseServiceConfig) {
    super(SERVICES.catalogue, config.CATALOGUE_GRPC_URL, callerOf(config));
  }

  /** The products with these ids, by id; unknown ids are left out. */
  async products(ids: readonly string[]): Promise<Map<string, Product>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    try {
      const { products } = await this.rpc.getProducts({ ids: wanted });
      return new Map(products.map((product) => [product.id, product]));
    } catch (error) {
      // The customer sees a retryable 503, never an internal error.
      if (isGrpcError(error)) throw new AppRpcError(UNAVAILABLE, CATALOGUE_UNAVAILABLE);
      throw error;
    }
  }
}

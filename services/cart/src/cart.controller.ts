import { Controller } from '@nestjs/common';
import {
  CartServiceControllerMethods,
  type AddItemRequest,
  type AddItemResponse,
  type CartServiceController,
  type GetCartLinesRequest,
  type GetCartLinesResponse,
  type GetCartRequest,
  type GetCartResponse,
  type MergeItemsRequest,
  type MergeItemsResponse,
  type RemoveItemRequest,
  type RemoveItemResponse,
  type UpdateItemRequest,
  type UpdateItemResponse,
} from '@boutique/contracts/cart/v1/cart_service';
import { CartService } from './cart/cart.service.js';

/** gRPC handlers of cart.v1.CartService: each delegates to the cart service. */
@Controller()
@CartServiceControllerMethods()
export class CartController implements CartServiceController {
  constructor(private readonly cart: CartService) {}

  async getCart(request: GetCartRequest): Promise<GetCartResponse> {
    return { cart: await this.cart.getCart(request) };
  }

  addItem(request: AddItemRequest): Promise<AddItemResponse> {
    return this.cart.addItem(request);
  }

  updateItem(request: UpdateItemRequest): Promise<UpdateItemResponse> {
    return this.cart.updateItem(request);
  }

  removeItem(request: RemoveItemRequest): Promise<RemoveItemResponse> {
    return this.cart.removeItem(request);
  }

  mergeItems(request: MergeItemsRequest): Promise<MergeItemsResponse> {
    return this.cart.mergeItems(request);
  }

  getCartLines(request: GetCartLinesRequest): Promise<GetCartLinesResponse> {
    return this.cart.getCartLines(request);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse } from '../common/api-responses.js';
import { quantityOf, textOf } from '../common/body-fields.js';
import { ok } from '../common/envelope.js';
import {
  AddToCartBody,
  MergeCartBody,
  UpdateCartBody,
  mergeLinesOf,
  optionalQuantityOf,
} from './cart.inputs.js';
import { CartMergeResponse, CartResponse, CartWriteResponse } from './cart.models.js';
import { CartService } from './cart.service.js';

const FORBIDDEN = {
  type: ErrorResponse,
  description: "Access denied (the path or body names another user's id)",
};
const QUANTITY = {
  type: ErrorResponse,
  description: 'Quantity must be a whole number of at least 1',
};
const NOT_FOUND = {
  type: ErrorResponse,
  description: 'Product not found / Selected color not found / Item not found in cart',
};
const STOCK = {
  type: ErrorResponse,
  description:
    'This product is out of stock / All colors are out of stock / Selected color is out of ' +
    'stock / Only {n} quantity available for {color} / Only {n} quantity available for this item',
};

/** A body's userId, the caller's own when absent. */
function bodyUserId(caller: AuthUser, userId: unknown): unknown {
  return userId === undefined || userId === null || userId === '' ? caller.id : userId;
}

/** The signed-in customer's server cart (docs/api-buying.md "Cart"). */
@ApiTags('cart')
@Controller('shop/cart')
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Get('get/:userId')
  @Authenticated()
  @ApiOperation({ summary: "A user's cart (an empty cart when none); rupees" })
  @ApiOkResponse({ type: CartResponse })
  @ApiForbiddenResponse(FORBIDDEN)
  async get(@CurrentUser() user: AuthUser, @Param('userId') userId: string) {
    return ok({ data: await this.carts.get(user, userId) });
  }

  @Post('add')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Add a product (colour: the first with stock when absent)' })
  @ApiOkResponse({ type: CartWriteResponse, description: 'Item added to cart!' })
  @ApiBadRequestResponse(QUANTITY)
  @ApiForbiddenResponse(FORBIDDEN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(STOCK)
  async add(@CurrentUser() user: AuthUser, @Body() body: AddToCartBody) {
    const { message, cart } = await this.carts.add(user, bodyUserId(user, body.userId), {
      productId: textOf(body.productId),
      colourId: textOf(body.colorId),
      quantity: quantityOf(body.quantity),
    });
    return ok({ message, data: cart });
  }

  @Put('update-cart')
  @Authenticated()
  @ApiOperation({ summary: "Set a line's quantity and/or move it to another colour" })
  @ApiOkResponse({
    type: CartWriteResponse,
    description: 'Cart updated successfully / Items merged successfully',
  })
  @ApiBadRequestResponse(QUANTITY)
  @ApiForbiddenResponse(FORBIDDEN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(STOCK)
  async update(@CurrentUser() user: AuthUser, @Body() body: UpdateCartBody) {
    const { message, cart } = await this.carts.update(user, bodyUserId(user, body.userId), {
      productId: textOf(body.productId),
      colourId: textOf(body.colorId),
      oldColourId: textOf(body.oldColorId),
      quantity: optionalQuantityOf(body.quantity),
    });
    return ok({ message, data: cart });
  }

  @Delete([':userId/:productId', ':userId/:productId/:colorId'])
  @Authenticated()
  @ApiOperation({ summary: 'Remove a line (colorId absent for a product without colours)' })
  @ApiOkResponse({ type: CartWriteResponse, description: 'Cart item deleted successfully' })
  @ApiForbiddenResponse(FORBIDDEN)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Item not found in cart' })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('userId') userId: string,
    @Param('productId') productId: string,
    @Param('colorId') colorId?: string,
  ) {
    const { message, cart } = await this.carts.remove(user, userId, productId, colorId ?? '');
    return ok({ message, data: cart });
  }

  @Post('merge')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: 'Copy the guest cart after sign-in: each line added, duplicate or refused',
  })
  @ApiOkResponse({ type: CartMergeResponse })
  @ApiBadRequestResponse(QUANTITY)
  @ApiForbiddenResponse(FORBIDDEN)
  async merge(@CurrentUser() user: AuthUser, @Body() body: MergeCartBody) {
    const owner = bodyUserId(user, body.userId);
    const lines = mergeLinesOf(body.items);
    const { cart, ...rest } = await this.carts.merge(user, owner, lines);
    return ok({ data: cart, ...rest });
  }
}

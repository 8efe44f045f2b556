import { Injectable } from '@nestjs/common';
import type {
  AddItemRequest,
  AddItemResponse,
  Cart,
  CartColour,
  CartItem,
  GetCartLinesRequest,
  GetCartLinesResponse,
  GetCartRequest,
  MergeItemsRequest,
  MergeItemsResponse,
  MergeResult,
  RemoveItemRequest,
  RemoveItemResponse,
  UpdateItemRequest,
  UpdateItemResponse,
} from '@boutique/contracts/cart/v1/cart_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import type { Colour, Product } from '@boutique/contracts/catalogue/v1/catalogue_service';
import type { OrderLine } from '@boutique/contracts/order/events/v1/order_events';
import { assertActorMayActFor, requireActor, RpcErrors, rows } from '@boutique/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CartRuleError,
  checkQuantity,
  checkStock,
  isProductId,
  lineStillExists,
  MESSAGES,
  resolveColour,
  unitPrice,
} from './cart-rules.js';
import { CatalogueClient } from '../clients/catalogue.client.js';

/** A stored line. */
interface Line {
  productId: string;
  colourId: string;
  quantity: number;
  addedAt: Date;
}

interface LineRow {
  product_id: string;
  colour_id: string;
  quantity: number;
  added_at: Date;
}

/** A user's cart row (locked during a change) and its lines, newest first. */
interface OpenCart {
  cartId: string;
  lines: Line[];
}

const key = (productId: string, colourId: string) => `${productId}|${colourId}`;

/** Products read from catalogue during one call; an id asked once is not asked again. */
class ProductLookup {
  private readonly found = new Map<string, Product>();
  private readonly asked = new Set<string>();

  constructor(private readonly catalogue: CatalogueClient) {}

  async load(ids: readonly string[]): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => isProductId(id) && !this.asked.has(id));
    if (wanted.length === 0) return;
    const products = await this.catalogue.products(wanted);
    for (const id of wanted) this.asked.add(id);
    for (const [id, product] of products) this.found.set(id, product);
  }

  get(id: string): Product | undefined {
    return this.found.get(id);
  }
}

/**
 * Server carts. Every change locks the user's cart row first, so two changes of one cart
 * never interleave; stock is checked against catalogue's figures of the moment (the cart
 * reserves nothing: checkout does). Every answer is priced and enriched from catalogue.
 */
@Injectable()
export class CartService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueClient,
  ) {}

  async getCart(request: GetCartRequest): Promise<Cart> {
    const userId = authorize(request.actor, request.userId);
    const open = await this.dataSource.transaction((manager) => this.open(manager, userId, false));
    return this.answer(userId, open, new ProductLookup(this.catalogue));
  }

  async getCartLines(request: GetCartLinesRequest): Promise<GetCartLinesResponse> {
    const userId = authorize(request.actor, request.userId);
    const { cartId, lines } = await this.dataSource.transaction((manager) =>
      this.open(manager, userId, false),
    );
    return {
      cartId,
      lines: lines.map(({ productId, colourId, quantity }) => ({ productId, colourId, quantity })),
    };
  }

  async addItem(request: AddItemRequest): Promise<AddItemResponse> {
    const userId = authorize(request.actor, request.userId);
    const productId = request.productId?.trim() ?? '';
    const quantity = ruled(() => checkQuantity(request.quantity));
    const { cart } = await this.change(userId, [productId], async (manager, lines, products) => {
      const product = products.get(productId);
      if (!product) throw new CartRuleError('not-found', MESSAGES.productNotFound);
      const colourId = resolveColour(product, request.colourId?.trim() ?? '');
      const existing = lines.find((l) => l.productId === productId && l.colourId === colourId);
      const total = (existing?.quantity ?? 0) + quantity;
      checkStock(product, colourId, total);
      await manager.query(
        `INSERT INTO cart_line (user_id, product_id, colour_id, quantity) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, product_id, colour_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
        [userId, productId, colourId, total],
      );
    });
    return { cart, message: MESSAGES.added };
  }

  async updateItem(request: UpdateItemRequest): Promise<UpdateItemResponse> {
    const userId = authorize(request.actor, request.userId);
    const productId = request.productId?.trim() ?? '';
    // 0 keeps the current quantity (a colour change only).
    const quantity =
      request.quantity === 0 ? undefined : ruled(() => checkQuantity(request.quantity));
    const toColour = request.colourId?.trim() ?? '';
    const fromColour = request.oldColourId?.trim() || toColour;
    const { cart, result } = await this.change(
      userId,
      [productId],
      async (manager, lines, products) => {
        const find = (colourId: string) =>
          lines.find((l) => l.productId === productId && l.colourId === colourId);
        const line = find(fromColour);
        if (!line) throw new CartRuleError('not-found', MESSAGES.itemNotFound);
        const product = products.get(productId);
        if (!product) throw new CartRuleError('not-found', MESSAGES.productNotFound);
        const wanted = quantity ?? line.quantity;

        if (fromColour === toColour) {
          checkStock(product, toColour, wanted);
          await this.setQuantity(manager, userId, productId, toColour, wanted);
          return MESSAGES.updated;
        }
        const target = find(toColour);
        if (target) {
          // Moving onto a colour that already has a line: one line with both quantities.
          const total = target.quantity + wanted;
          checkStock(product, toColour, total);
          await this.setQuantity(manager, userId, productId, toColour, total);
          await manager.query(
            `DELETE FROM cart_line WHERE user_id = $1 AND product_id = $2 AND colour_id = $3`,
            [userId, productId, fromColour],
          );
          return MESSAGES.merged;
        }
        checkStock(product, toColour, wanted);
        await manager.query(
          `UPDATE cart_line SET colour_id = $4, quantity = $5
            WHERE user_id = $1 AND product_id = $2 AND colour_id = $3`,
          [userId, productId, fromColour, toColour, wanted],
        );
        return MESSAGES.updated;
      },
    );
    return { cart, message: result };
  }

  async removeItem(request: RemoveItemRequest): Promise<RemoveItemResponse> {
    const userId = authorize(request.actor, request.userId);
    const productId = request.productId?.trim() ?? '';
    const colourId = request.colourId?.trim() ?? '';
    const { cart } = await this.change(userId, [], async (manager) => {
      const removed = await rows(
        manager,
        `DELETE FROM cart_line WHERE user_id = $1 AND product_id = $2 AND colour_id = $3
         RETURNING product_id`,
        [userId, productId, colourId],
      );
      if (removed.length === 0) throw new CartRuleError('not-found', MESSAGES.itemNotFound);
    });
    return { cart, message: MESSAGES.removed };
  }

  /** The guest cart after sign-in: each line added, a duplicate, or refused; in order. */
  async mergeItems(request: MergeItemsRequest): Promise<MergeItemsResponse> {
    const userId = authorize(request.actor, request.userId);
    const guest = (request.lines ?? []).map((line) => ({
      productId: line.productId?.trim() ?? '',
      colourId: line.colourId?.trim() ?? '',
      quantity: line.quantity,
    }));
    const { cart, result } = await this.change(
      userId,
      guest.map((line) => line.productId),
      async (manager, lines, products) => {
        const held = new Set(lines.map((l) => key(l.productId, l.colourId)));
        const results: MergeResult[] = [];
        for (const line of guest) {
          const outcome = (outcome: string, message = ''): MergeResult => ({
            productId: line.productId,
            colourId: line.colourId,
            outcome,
            message,
          });
          try {
            checkQuantity(line.quantity);
            const product = products.get(line.productId);
            if (!product) throw new CartRuleError('not-found', MESSAGES.productNotFound);
            const named = line.colourId || (product.colours.length === 0 ? '' : undefined);
            if (named !== undefined && held.has(key(product.id, named))) {
              results.push(outcome('duplicate'));
              continue;
            }
            const colourId = resolveColour(product, line.colourId);
            if (held.has(key(product.id, colourId))) {
              results.push(outcome('duplicate'));
              continue;
            }
            checkStock(product, colourId, line.quantity);
            await manager.query(
              `INSERT INTO cart_line (user_id, product_id, colour_id, quantity, added_at)
               VALUES ($1, $2, $3, $4, clock_timestamp())`,
              [userId, product.id, colourId, line.quantity],
            );
            held.add(key(product.id, colourId));
            results.push(outcome('added'));
          } catch (error) {
            if (!(error instanceof CartRuleError)) throw error;
            results.push(outcome('refused', error.message));
          }
        }
        return results;
      },
    );
    const count = (outcome: string) => result.filter((r) => r.outcome === outcome).length;
    return {
      cart,
      results: result,
      added: count('added'),
      duplicates: count('duplicate'),
      refused: count('refused'),
    };
  }

  /** order-paid: the bought lines leave the buyer's cart (in the event's transaction). */
  async removeBought(
    manager: EntityManager,
    userId: string,
    bought: readonly Pick<OrderLine, 'productId' | 'colourId'>[],
  ): Promise<void> {
    if (!userId || bought.length === 0) return;
    await manager.query(
      `DELETE FROM cart_line WHERE user_id = $1 AND (product_id, colour_id) IN
         (SELECT * FROM unnest($2::varchar[], $3::varchar[]))`,
      [userId, bought.map((line) => line.productId), bought.map((line) => line.colourId ?? '')],
    );
  }

  /** product-deleted: the product leaves every cart (in the event's transaction). */
  async removeProduct(manager: EntityManager, productId: string): Promise<void> {
    await manager.query(`DELETE FROM cart_line WHERE product_id = $1`, [productId]);
  }

  /**
   * One change of a cart: reads the products it needs from catalogue (before any lock),
   * then locks the cart, applies `work` and answers the cart after it.
   */
  private async change<T>(
    userId: string,
    productIds: string[],
    work: (manager: EntityManager, lines: Line[], products: ProductLookup) => Promise<T>,
  ): Promise<{ cart: Cart; result: T }> {
    const products = new ProductLookup(this.catalogue);
    const before = await rows<{ product_id: string }>(
      this.dataSource.manager,
      `SELECT DISTINCT product_id FROM cart_line WHERE user_id = $1`,
      [userId],
    );
    await products.load([...productIds, ...before.map((row) => row.product_id)]);
    try {
      const { open, result } = await this.dataSource.transaction(async (manager) => {
        const locked = await this.open(manager, userId, true);
        const result = await work(manager, locked.lines, products);
        return {
          open: { cartId: locked.cartId, lines: await this.lines(manager, userId) },
          result,
        };
      });
      return { cart: await this.answer(userId, open, products), result };
    } catch (error) {
      throw toRpcError(error);
    }
  }

  /** The user's cart row (created on first use, locked when `lock`) and its lines. */
  private async open(manager: EntityManager, userId: string, lock: boolean): Promise<OpenCart> {
    await manager.query(`INSERT INTO cart (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [
      userId,
    ]);
    const [cart] = await rows<{ id: string }>(
      manager,
      `SELECT id FROM cart WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [userId],
    );
    return { cartId: cart.id, lines: await this.lines(manager, userId) };
  }

  private async lines(manager: EntityManager, userId: string): Promise<Line[]> {
    const found = await rows<LineRow>(
      manager,
      `SELECT product_id, colour_id, quantity, added_at FROM cart_line WHERE user_id = $1
        ORDER BY added_at DESC, product_id, colour_id`,
      [userId],
    );
    return found.map((row) => ({
      productId: row.product_id,
      colourId: row.colour_id,
      quantity: row.quantity,
      addedAt: row.added_at,
    }));
  }

  private async setQuantity(
    manager: EntityManager,
    userId: string,
    productId: string,
    colourId: string,
    quantity: number,
  ): Promise<void> {
    await manager.query(
      `UPDATE cart_line SET quantity = $4 WHERE user_id = $1 AND product_id = $2 AND colour_id = $3`,
      [userId, productId, colourId, quantity],
    );
  }

  /**
   * The cart as the customer sees it: each line priced and described from catalogue now.
   * Lines whose product (or colour) no longer exists are left out and deleted.
   */
  private async answer(userId: string, open: OpenCart, products: ProductLookup): Promise<Cart> {
    await products.load(open.lines.map((line) => line.productId));
    const items: CartItem[] = [];
    const gone: Line[] = [];
    for (const line of open.lines) {
      const product = products.get(line.productId);
      if (!lineStillExists(product, line.colourId)) {
        gone.push(line);
        continue;
      }
      items.push(cartItem(product, line));
    }
    if (gone.length > 0) {
      await this.dataSource.query(
        `DELETE FROM cart_line WHERE user_id = $1 AND (product_id, colour_id) IN
           (SELECT * FROM unnest($2::varchar[], $3::varchar[]))`,
        [userId, gone.map((line) => line.productId), gone.map((line) => line.colourId)],
      );
    }
    return {
      id: open.cartId,
      userId,
      items,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      subtotal: items.reduce((sum, item) => sum + unitPrice(item) * item.quantity, 0),
    };
  }
}

function cartColour(colour: Colour): CartColour {
  return { id: colour.id, title: colour.title, image: colour.image, inventory: colour.inventory };
}

function cartItem(product: Product, line: Line): CartItem {
  const colour = product.colours.find((candidate) => candidate.id === line.colourId);
  return {
    productId: product.id,
    title: product.title,
    productCode: product.productCode,
    image: product.images[0] ?? '',
    price: product.price,
    salePrice: product.salePrice,
    quantity: line.quantity,
    colour: colour ? cartColour(colour) : undefined,
    productColours: product.colours.map(cartColour),
    totalStock: product.totalStock,
    addedAt: line.addedAt.toISOString(),
  };
}

/** The caller may reach this cart: their own, or any for an admin. */
function authorize(actor: Actor | undefined, userId: string | undefined): string {
  const caller = requireActor(actor);
  const target = userId?.trim() ?? '';
  if (!target) throw RpcErrors.invalid('User id is required');
  assertActorMayActFor(caller, target);
  return target;
}

/** Runs a rule, turning its CartRuleError into the gRPC error of its kind. */
function ruled<T>(rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    throw toRpcError(error);
  }
}

function toRpcError(error: unknown): unknown {
  if (!(error instanceof CartRuleError)) return error;
  switch (error.kind) {
    case 'invalid':
      return RpcErrors.invalid(error.message);
    case 'not-found':
      return RpcErrors.notFound(error.message);
    case 'out-of-stock':
      return RpcErrors.failedPrecondition(error.message);
  }
}

import { Injectable } from '@nestjs/common';
import type { StockShortage } from '@boutique/contracts/catalogue/v1/catalogue_service';
import { logger, rows } from '@boutique/service-kit';
import type { EntityManager } from 'typeorm';
import { CatalogueClient } from '../clients/catalogue.client.js';
import type { OrderRow } from './order.sql.js';

/**
 * The units a pending order holds in catalogue (reservation id = order id), given back and
 * taken again while the shopper tries to pay. Every call runs in the caller's transaction
 * holding the order's row lock, so for one order a release and a new take never overlap.
 *
 * `orders.stock_held` records what the shop believes; catalogue's reservation is the
 * truth. Whatever relies on the units being held (a new attempt, a confirmation) asks
 * catalogue to take them (ReserveStock is idempotent per reservation id: a held
 * reservation answers ok and takes nothing; a released one takes the units again or
 * answers the shortages), so a belief left stale by a failure can never sell a unit twice.
 */
@Injectable()
export class StockHoldService {
  constructor(private readonly catalogue: CatalogueClient) {}

  /**
   * Gives a pending, unpaid order's units back at once (the order stays pending and
   * payable). Answers whether anything was given back. A failed call throws: the caller
   * decides whether to retry (events) or answer UNAVAILABLE.
   */
  async release(manager: EntityManager, order: OrderRow): Promise<boolean> {
    if (order.order_status !== 'pending' || order.payment_status === 'paid' || !order.stock_held)
      return false;
    await this.catalogue.rpc.releaseReservation({ reservationId: order.id }, { timeoutMs: 10_000 });
    await manager.query(`UPDATE orders SET stock_held = false WHERE id = $1`, [order.id]);
    order.stock_held = false;
    logger().info({ orderId: order.id }, 'stock of an unpaid order given back');
    return true;
  }

  /**
   * Makes sure the order holds its units: takes them again if they were given back.
   * Answers the shortages (nothing changed) or [] (held). `renew` marks a new payment
   * attempt: stock_held_since becomes now even if the units were still held.
   */
  async take(manager: EntityManager, order: OrderRow, renew = false): Promise<StockShortage[]> {
    const lines = await rows<{ product_id: string; colour_id: string; quantity: number }>(
      manager,
      `SELECT product_id, colour_id, quantity FROM order_line WHERE order_id = $1 ORDER BY position`,
      [order.id],
    );
    const answer = await this.catalogue.rpc.reserveStock(
      {
        reservationId: order.id,
        lines: lines.map((line) => ({
          productId: line.product_id,
          colourId: line.colour_id,
          quantity: line.quantity,
        })),
      },
      { timeoutMs: 15_000 },
    );
    if (!answer.ok) return answer.shortages;
    if (renew || !order.stock_held) {
      await manager.query(
        `UPDATE orders SET stock_held = true, stock_held_since = now() WHERE id = $1`,
        [order.id],
      );
      order.stock_held = true;
    }
    return [];
  }

  /** Gives the units of several orders back, best effort (each expires anyway); answers how many. */
  async releaseAll(manager: EntityManager, orders: readonly OrderRow[]): Promise<number> {
    let released = 0;
    for (const order of orders) {
      try {
        if (await this.release(manager, order)) released++;
      } catch (error) {
        logger().warn(
          { err: error, orderId: order.id },
          'giving back the stock of an order failed',
        );
      }
    }
    return released;
  }
}

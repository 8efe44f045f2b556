import { Injectable } from '@nestjs/common';
import { inTransaction, logger, Outbox, rows, RpcErrors } from '@boutique/service-kit';
import type {
  ReserveStockRequest,
  ReserveStockResponse,
  StockShortage,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import { DataSource, type EntityManager } from 'typeorm';
import { ListingCountCache } from '../common/listing-count-cache.js';
import { publishUpserted, UPSERTED_RETURNING, type UpsertedRow } from '../common/product.sql.js';
import { isUuid } from '../common/values.js';
import { CatalogueReadModel } from '../read-model/catalogue-read-model.js';
import {
  crossedLow,
  lineProblem,
  resolveLines,
  shortageOf,
  type ResolvedLine,
  type StockProduct,
} from './stock-rules.js';

/** Thrown inside the reservation transaction to roll every decrement back. */
class Shortfall extends Error {
  constructor(readonly shortages: StockShortage[]) {
    super('stock shortfall');
  }
}

/** stock_reservation.state; returned: sold, then given back (the admin rejected the order). */
type ReservationState = 'reserved' | 'committed' | 'released' | 'returned';

/** A line of stock_reservation.lines: the unit taken (colour, '' for a product without any). */
interface ReservedLine {
  productId: string;
  colourId: string;
  quantity: number;
}

/** The stored form of a line (the same keys in the same order, so two can be compared as JSON). */
function reservedLine({ productId, colourId, quantity }: ReservedLine): ReservedLine {
  return { productId, colourId: colourId ?? '', quantity };
}

interface LowStock {
  productId: string;
  colourId: string;
  title: string;
  colourTitle: string;
  inventory: number;
}

/**
 * Stock reservations for orders. Every writer of stock locks the product rows first (in
 * id order) and then decrements with a conditional UPDATE guarded by CHECK constraints, so
 * no unit is sold twice and nothing goes below zero, whatever the concurrency.
 */
@Injectable()
export class StockService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly counts: ListingCountCache,
    private readonly readModel: CatalogueReadModel,
  ) {}

  /** The products whose stock moved in each open transaction of this service's own. */
  private readonly moved = new WeakMap<EntityManager, Set<string>>();

  /**
   * `work` in a transaction of its own; once it commits, this replica's read model re-reads
   * the products whose stock moved, so the replica that wrote shows it at once (the others
   * on product-upserted). A transaction given by a consumer is left to the event: it has
   * not committed when this service returns.
   */
  private async ownTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    let moved: string[] = [];
    const result = await inTransaction(this.dataSource, async (manager) => {
      const ids = new Set<string>();
      this.moved.set(manager, ids);
      const value = await work(manager);
      moved = [...ids];
      return value;
    });
    if (moved.length > 0) {
      await this.readModel.refresh(moved).catch((err: unknown) => {
        logger().warn({ err, products: moved }, 'read model refresh after a stock move failed');
      });
    }
    return result;
  }

  /** All lines or none; the same reservation id answers its first (successful) result. */
  async reserve(request: ReserveStockRequest): Promise<ReserveStockResponse> {
    const reservationId = request.reservationId?.trim();
    if (!reservationId) throw RpcErrors.invalid('Reservation id is required');
    if (reservationId.length > 100) throw RpcErrors.invalid('Reservation id is too long');
    if (!request.lines?.length) throw RpcErrors.invalid('Nothing to reserve');
    for (const line of request.lines) {
      const problem = lineProblem(line);
      if (problem) throw RpcErrors.invalid(problem);
    }
    try {
      const answer = await this.ownTransaction(async (manager) => {
        // A released reservation may be taken again under its id (an order retried after
        // its first attempt gave the units back); a held or sold one is not taken twice.
        // The lines as asked are stored with the claim; they are written again below only
        // when resolving changed them (a colour chosen, lines merged): the order service
        // asks with resolved lines, so a checkout's reservation is one write.
        const asked = JSON.stringify(request.lines.map(reservedLine));
        const claimed = await rows(
          manager,
          `INSERT INTO stock_reservation (id, state, lines) VALUES ($1, 'reserved', $2::jsonb)
           ON CONFLICT (id) DO UPDATE SET state = 'reserved', lines = EXCLUDED.lines, updated_at = now()
             WHERE stock_reservation.state = 'released'
           RETURNING id`,
          [reservationId, asked],
        );
        // Only successful reservations are stored: a repeat answers the first result.
        if (claimed.length === 0) return { ok: true, shortages: [] };

        const products = await this.lockProducts(
          manager,
          request.lines.map((line) => line.productId),
        );
        const { lines, shortages } = resolveLines(request.lines, products);
        const low: LowStock[] = [];
        for (const line of lines) {
          const after = await this.take(manager, line);
          if (after === undefined) {
            shortages.push(shortageOf(line, await this.available(manager, line)));
          } else if (crossedLow(after + line.quantity, after)) {
            low.push({ ...line, inventory: after });
          }
        }
        if (shortages.length > 0) throw new Shortfall(shortages);

        const reserved = JSON.stringify(lines.map(reservedLine));
        if (reserved !== asked) {
          await manager.query(`UPDATE stock_reservation SET lines = $2::jsonb WHERE id = $1`, [
            reservationId,
            reserved,
          ]);
        }
        await this.publishMoves(manager, lines, low);
        return { ok: true, shortages: [] };
      });
      this.counts.clear();
      return answer;
    } catch (error) {
      if (error instanceof Shortfall) return { ok: false, shortages: error.shortages };
      throw error;
    }
  }

  /**
   * Marks a reservation sold: "committed", "released" (too late) or "unknown". `manager`:
   * the transaction to do it in (order-paid's consumer transaction), else its own.
   */
  async commit(reservationId: string, manager?: EntityManager): Promise<string> {
    const updated = await rows<{ state: ReservationState }>(
      manager ?? this.dataSource.manager,
      `UPDATE stock_reservation SET state = 'committed', updated_at = now()
        WHERE id = $1 AND state IN ('reserved', 'committed') RETURNING state`,
      [reservationId ?? ''],
    );
    if (updated.length > 0) return 'committed';
    return this.stateOf(reservationId, manager);
  }

  /**
   * Gives the units back once: "released", "committed" (not released) or "unknown".
   * `manager`: the transaction to do it in (order-cancelled's consumer transaction), else
   * its own.
   */
  async release(reservationId: string, manager?: EntityManager): Promise<string> {
    const state = manager
      ? await this.releaseIn(manager, reservationId)
      : await this.ownTransaction((own) => this.releaseIn(own, reservationId));
    this.counts.clear();
    return state;
  }

  /**
   * Puts a rejected order's units back once: a sold (committed) reservation becomes
   * "returned", one still reserved is released. Answers the resulting state ("returned",
   * "released") or what it already was; "unknown" for a reservation never made.
   */
  async giveBack(reservationId: string, manager?: EntityManager): Promise<string> {
    const state = manager
      ? await this.giveBackIn(manager, reservationId)
      : await this.ownTransaction((own) => this.giveBackIn(own, reservationId));
    this.counts.clear();
    return state;
  }

  /**
   * Releases reservations held longer than `ttlSeconds` (an order that was never stored:
   * its service died between reserving and saving it). Answers how many were released.
   */
  async releaseAbandoned(ttlSeconds: number, limit = 100): Promise<number> {
    const stale = await rows<{ id: string }>(
      this.dataSource.manager,
      `SELECT id FROM stock_reservation
        WHERE state = 'reserved' AND updated_at < now() - make_interval(secs => $1)
        ORDER BY updated_at LIMIT $2`,
      [ttlSeconds, limit],
    );
    let released = 0;
    for (const { id } of stale) if ((await this.release(id)) === 'released') released += 1;
    return released;
  }

  private async releaseIn(manager: EntityManager, reservationId: string): Promise<string> {
    const [reservation] = await rows<{ state: ReservationState; lines: ReservedLine[] }>(
      manager,
      `SELECT state, lines FROM stock_reservation WHERE id = $1 FOR UPDATE`,
      [reservationId ?? ''],
    );
    if (!reservation) return 'unknown';
    if (reservation.state !== 'reserved') return reservation.state;
    await this.restock(manager, reservationId, reservation.lines, 'released');
    return 'released';
  }

  private async giveBackIn(manager: EntityManager, reservationId: string): Promise<string> {
    const [reservation] = await rows<{ state: ReservationState; lines: ReservedLine[] }>(
      manager,
      `SELECT state, lines FROM stock_reservation WHERE id = $1 FOR UPDATE`,
      [reservationId ?? ''],
    );
    if (!reservation) return 'unknown';
    if (reservation.state === 'reserved') {
      await this.restock(manager, reservationId, reservation.lines, 'released');
      return 'released';
    }
    if (reservation.state !== 'committed') return reservation.state;
    await this.restock(manager, reservationId, reservation.lines, 'returned');
    return 'returned';
  }

  /** Adds a reservation's units back to stock and sets its final state, under the product locks. */
  private async restock(
    manager: EntityManager,
    reservationId: string,
    reserved: ReservedLine[],
    state: 'released' | 'returned',
  ): Promise<void> {
    const lines = reserved.filter((line) => isUuid(line.productId));
    await this.lockProducts(
      manager,
      lines.map((line) => line.productId),
    );
    for (const line of lines) {
      if (line.colourId) {
        await manager.query(
          `UPDATE colour SET inventory = inventory + $3 WHERE id = $1 AND product_id = $2`,
          [line.colourId, line.productId, line.quantity],
        );
      } else {
        await manager.query(
          `UPDATE product SET total_stock = total_stock + $2 WHERE id = $1
             AND NOT EXISTS (SELECT 1 FROM colour WHERE product_id = $1)`,
          [line.productId, line.quantity],
        );
      }
    }
    await manager.query(
      `UPDATE stock_reservation SET state = $2, updated_at = now() WHERE id = $1`,
      [reservationId, state],
    );
    await this.publishMoves(manager, lines, []);
  }

  private async stateOf(reservationId: string, manager?: EntityManager): Promise<string> {
    const [found] = await rows<{ state: ReservationState }>(
      manager ?? this.dataSource.manager,
      `SELECT state FROM stock_reservation WHERE id = $1`,
      [reservationId ?? ''],
    );
    return found?.state ?? 'unknown';
  }

  /**
   * Locks the products (id order, the order every stock writer uses) and reads their
   * stock and colours.
   */
  private async lockProducts(
    manager: EntityManager,
    ids: string[],
  ): Promise<Map<string, StockProduct>> {
    const wanted = [...new Set(ids.filter((id) => isUuid(id)))].sort();
    if (wanted.length === 0) return new Map();
    await manager.query(
      `SELECT id FROM product WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
      [wanted],
    );
    const found = await rows<{
      id: string;
      title: string;
      total_stock: number;
      colours: { id: string; title: string; inventory: number }[];
    }>(
      manager,
      `SELECT p.id, p.title, p.total_stock,
              COALESCE((SELECT json_agg(json_build_object('id', k.id, 'title', k.title,
                          'inventory', k.inventory) ORDER BY k.position, k.id)
                        FROM colour k WHERE k.product_id = p.id), '[]'::json) AS colours
         FROM product p WHERE p.id = ANY($1::uuid[])`,
      [wanted],
    );
    return new Map(
      found.map((row) => [
        row.id,
        { id: row.id, title: row.title, totalStock: row.total_stock, colours: row.colours },
      ]),
    );
  }

  /** The conditional decrement: the inventory left, or undefined when there is not enough. */
  private async take(manager: EntityManager, line: ResolvedLine): Promise<number | undefined> {
    const updated = line.colourId
      ? await rows<{ left: number }>(
          manager,
          `UPDATE colour SET inventory = inventory - $3
            WHERE id = $1 AND product_id = $2 AND inventory >= $3 RETURNING inventory AS left`,
          [line.colourId, line.productId, line.quantity],
        )
      : await rows<{ left: number }>(
          manager,
          `UPDATE product SET total_stock = total_stock - $2
            WHERE id = $1 AND total_stock >= $2
              AND NOT EXISTS (SELECT 1 FROM colour WHERE product_id = $1)
            RETURNING total_stock AS left`,
          [line.productId, line.quantity],
        );
    return updated[0]?.left;
  }

  private async available(manager: EntityManager, line: ResolvedLine): Promise<number> {
    const [found] = line.colourId
      ? await rows<{ n: number }>(manager, `SELECT inventory AS n FROM colour WHERE id = $1`, [
          line.colourId,
        ])
      : await rows<{ n: number }>(manager, `SELECT total_stock AS n FROM product WHERE id = $1`, [
          line.productId,
        ]);
    return found?.n ?? 0;
  }

  /** product-upserted for every product whose stock moved, stock-low for each crossing. */
  private async publishMoves(
    manager: EntityManager,
    lines: readonly { productId: string }[],
    low: readonly LowStock[],
  ) {
    const ids = [...new Set(lines.map((line) => line.productId))].sort();
    for (const id of ids) this.moved.get(manager)?.add(id);
    if (ids.length > 0) {
      const moved = await rows<UpsertedRow>(
        manager,
        `UPDATE product SET updated_at = now() WHERE id = ANY($1::uuid[]) RETURNING ${UPSERTED_RETURNING}`,
        [ids],
      );
      await publishUpserted(this.outbox, manager, moved);
    }
    for (const entry of low) {
      await this.outbox.add(manager, 'stock-low', entry.productId, {
        productId: entry.productId,
        colourId: entry.colourId,
        title: entry.title,
        colourTitle: entry.colourTitle,
        inventory: entry.inventory,
      });
    }
  }
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN,
  colour,
  createProduct,
  productInput,
  startCatalogue,
  type CatalogueFixture,
} from './fixtures/catalogue-fixture.js';

describe('stock reservations over gRPC on a real database', () => {
  let fixture: CatalogueFixture;
  let catalogue: CatalogueFixture['catalogue'];
  let organza: string;
  let sequence = 0;
  const nextId = () => `order-${++sequence}-${Date.now()}`;
  const read = async (id: string) => (await catalogue.getProduct({ id, json: false })).product!;

  before(async () => {
    fixture = await startCatalogue();
    catalogue = fixture.catalogue;
    organza = fixture.categories['organza-sarees'];
  });

  after(() => fixture?.close());

  it('200 parallel reservations of a colour with 10 units: exactly 10 succeed, never below zero', async () => {
    const product = await createProduct(catalogue, organza, {
      title: 'Rush saree',
      colours: [colour('Red', 10), colour('Blue', 3)],
    });
    const red = product.colours[0].id;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        catalogue.reserveStock(
          {
            reservationId: `rush-${i}`,
            lines: [{ productId: product.id, colourId: red, quantity: 1 }],
          },
          { timeoutMs: 60_000 },
        ),
      ),
    );
    assert.equal(answers.filter((a) => a.ok).length, 10);
    const refused = answers.filter((a) => !a.ok);
    assert.equal(refused.length, 190);
    assert.deepEqual(refused[0].shortages, [
      {
        productId: product.id,
        colourId: red,
        title: 'Rush saree',
        colourTitle: 'Red',
        requested: 1,
        available: 0,
        missing: false,
      },
    ]);
    const after = await read(product.id);
    assert.equal(after.colours[0].inventory, 0);
    assert.equal(after.colours[1].inventory, 3);
    assert.equal(after.totalStock, 3);
    const [{ n }] = await fixture.service.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM stock_reservation WHERE state = 'reserved'`,
    );
    assert.equal(n, 10);
    // Each successful move published product-upserted in its transaction; red crossed under 5 once.
    const events = await fixture.service.dataSource.query<{ type: string; n: number }[]>(
      `SELECT type, count(*)::int AS n FROM outbox_event WHERE subject = $1 GROUP BY type ORDER BY type`,
      [product.id],
    );
    assert.deepEqual(events, [
      { type: 'product-upserted', n: 11 },
      { type: 'stock-low', n: 1 },
    ]);
  });

  it('takes every line or none, reporting each shortage', async () => {
    const silk = await createProduct(catalogue, organza, {
      title: 'Silk',
      colours: [colour('Gold', 2), colour('Green', 1)],
    });
    const cotton = await createProduct(catalogue, organza, { title: 'Cotton', totalStock: 1 });
    const answer = await catalogue.reserveStock({
      reservationId: nextId(),
      lines: [
        { productId: silk.id, colourId: silk.colours[0].id, quantity: 1 },
        { productId: silk.id, colourId: silk.colours[0].id, quantity: 2 },
        { productId: cotton.id, colourId: '', quantity: 1 },
        { productId: silk.id, colourId: silk.colours[1].id, quantity: 2 },
        { productId: '00000000-0000-4000-8000-000000000000', colourId: '', quantity: 1 },
      ],
    });
    assert.equal(answer.ok, false);
    const byTitle = Object.fromEntries(
      answer.shortages.map((s) => [`${s.title}/${s.colourTitle}`, s]),
    );
    assert.equal(byTitle['Silk/Gold'].requested, 3);
    assert.equal(byTitle['Silk/Gold'].available, 2);
    assert.equal(byTitle['Silk/Green'].requested, 2);
    assert.equal(byTitle['Silk/Green'].available, 1);
    assert.equal(byTitle['/'].missing, true);
    assert.equal(answer.shortages.length, 3);
    // Nothing was taken, not even the lines that could be met.
    assert.equal((await read(cotton.id)).totalStock, 1);
    assert.deepEqual(
      (await read(silk.id)).colours.map((c) => c.inventory),
      [2, 1],
    );
  });

  it('uses the product stock without colours and the first colour with inventory when none is named', async () => {
    const plain = await createProduct(catalogue, organza, { title: 'Plain', totalStock: 6 });
    const coloured = await createProduct(catalogue, organza, {
      title: 'Coloured',
      colours: [colour('Sold out', 0), colour('Teal', 4)],
    });
    const answer = await catalogue.reserveStock({
      reservationId: nextId(),
      lines: [
        { productId: plain.id, colourId: '', quantity: 2 },
        { productId: coloured.id, colourId: '', quantity: 1 },
      ],
    });
    assert.equal(answer.ok, true);
    assert.equal((await read(plain.id)).totalStock, 4);
    assert.deepEqual(
      (await read(coloured.id)).colours.map((c) => c.inventory),
      [0, 3],
    );
    const events = await fixture.service.dataSource.query<{ type: string }[]>(
      `SELECT type FROM outbox_event WHERE subject = $1 ORDER BY seq`,
      [plain.id],
    );
    assert.deepEqual(events.map((e) => e.type).sort(), [
      'product-upserted',
      'product-upserted',
      'stock-low',
    ]);
  });

  it('answers a repeated reservation id with its first result and takes nothing twice', async () => {
    const product = await createProduct(catalogue, organza, { title: 'Once', totalStock: 5 });
    const request = {
      reservationId: nextId(),
      lines: [{ productId: product.id, colourId: '', quantity: 2 }],
    };
    const answers = await Promise.all([
      catalogue.reserveStock(request),
      catalogue.reserveStock(request),
    ]);
    assert.ok(answers.every((a) => a.ok));
    assert.equal((await catalogue.reserveStock(request)).ok, true);
    assert.equal((await read(product.id)).totalStock, 3);
  });

  it('release gives the units back once; commit then release gives nothing back', async () => {
    const product = await createProduct(catalogue, organza, {
      title: 'Returns',
      colours: [colour('Rose', 5)],
    });
    const line = { productId: product.id, colourId: product.colours[0].id, quantity: 3 };
    const released = nextId();
    await catalogue.reserveStock({ reservationId: released, lines: [line] });
    assert.equal((await read(product.id)).totalStock, 2);
    assert.equal(
      (await catalogue.releaseReservation({ reservationId: released })).state,
      'released',
    );
    assert.equal(
      (await catalogue.releaseReservation({ reservationId: released })).state,
      'released',
    );
    assert.equal((await read(product.id)).totalStock, 5);
    assert.equal(
      (await catalogue.commitReservation({ reservationId: released })).state,
      'released',
    );

    const sold = nextId();
    await catalogue.reserveStock({ reservationId: sold, lines: [line] });
    assert.equal((await catalogue.commitReservation({ reservationId: sold })).state, 'committed');
    assert.equal((await catalogue.commitReservation({ reservationId: sold })).state, 'committed');
    assert.equal((await catalogue.releaseReservation({ reservationId: sold })).state, 'committed');
    assert.equal((await read(product.id)).totalStock, 2);

    assert.equal((await catalogue.commitReservation({ reservationId: 'nope' })).state, 'unknown');
    assert.equal((await catalogue.releaseReservation({ reservationId: 'nope' })).state, 'unknown');
  });

  it('an admin inventory edit during reservations loses no update', async () => {
    const product = await createProduct(catalogue, organza, {
      title: 'Busy saree',
      colours: [colour('Indigo', 50)],
    });
    const indigo = product.colours[0];
    // The admin loaded the form at 50 and adds 20 units while 30 single-unit orders come in.
    const reservations = Array.from({ length: 30 }, (_, i) =>
      catalogue.reserveStock(
        {
          reservationId: `busy-${i}`,
          lines: [{ productId: product.id, colourId: indigo.id, quantity: 1 }],
        },
        { timeoutMs: 30_000 },
      ),
    );
    const edit = catalogue.updateProduct({
      actor: ADMIN,
      id: product.id,
      product: productInput(organza, {
        title: 'Busy saree',
        colours: [colour('Indigo', 70, { id: indigo.id, baseInventory: 50 })],
      }),
    });
    const [answers] = await Promise.all([Promise.all(reservations), edit]);
    assert.ok(answers.every((a) => a.ok));
    const after = await read(product.id);
    assert.equal(after.colours[0].inventory, 50 + 20 - 30);
    assert.equal(after.totalStock, 40);
    const [{ sum }] = await fixture.service.dataSource.query<{ sum: number }[]>(
      `SELECT COALESCE(SUM(inventory), 0)::int AS sum FROM colour WHERE product_id = $1`,
      [product.id],
    );
    assert.equal(sum, after.totalStock);
  });

  it('a colourless product edit is a delta on its own stock too', async () => {
    const product = await createProduct(catalogue, organza, {
      title: 'Plain delta',
      totalStock: 10,
    });
    await catalogue.reserveStock({
      reservationId: nextId(),
      lines: [{ productId: product.id, colourId: '', quantity: 4 }],
    });
    const { product: edited } = await catalogue.updateProduct({
      actor: ADMIN,
      id: product.id,
      product: productInput(organza, { title: 'Plain delta', totalStock: 15, baseTotalStock: 10 }),
    });
    assert.equal(edited?.totalStock, 11);
  });
});

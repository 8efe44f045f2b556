// Two catalogue replicas on one database and one bus, each with its own in-process search
// index: the search handlers are broadcast, so an edit made through either replica is in
// both indexes within a second (with a consumer group, only one of them would see it); a
// product page asked of the other replica before the event arrives is read from PostgreSQL.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { bootstrapService, createDataSource, type RunningService } from '@boutique/service-kit';
import { freePort, waitFor } from '@boutique/testing';
import { catalogueService } from '../src/catalogue.definition.js';
import { CatalogueReadModel } from '../src/read-model/catalogue-read-model.js';
import { SearchService } from '../src/search/search.service.js';
import {
  ADMIN,
  createProduct,
  productInput,
  startCatalogue,
  type CatalogueFixture,
} from './fixtures/catalogue-fixture.js';

describe('search on two catalogue replicas', () => {
  let first: CatalogueFixture;
  let second: RunningService;
  let organza: string;

  /** Ids the replica's own index answers for the keyword. */
  const found = async (replica: RunningService, keyword: string) =>
    (await replica.app.get(SearchService).search(keyword, 10)).map((p) => p.id);

  /** Milliseconds until both replicas' indexes answer `expected` for the keyword. */
  const untilBoth = async (keyword: string, expected: string[]) => {
    const started = Date.now();
    await waitFor(
      async () => {
        const [a, b] = await Promise.all([found(first.service, keyword), found(second, keyword)]);
        return a.join() === expected.join() && b.join() === expected.join();
      },
      { what: `both indexes answering [${expected.join()}] for ${keyword}`, timeoutMs: 5_000 },
    );
    return Date.now() - started;
  };

  before(async () => {
    first = await startCatalogue();
    organza = first.categories['organza-sarees'];
    const config = first.service.config;
    second = await bootstrapService(catalogueService, {
      handleSignals: false,
      env: {
        SERVICE_NAME: 'catalogue',
        LOG_LEVEL: 'silent',
        DATABASE_URL: config.DATABASE_URL,
        BUS_DATABASE_URL: config.BUS_DATABASE_URL!,
        GRPC_PORT: String(await freePort()),
        HTTP_PORT: String(await freePort()),
      },
    });
  });

  after(async () => {
    await second?.stop();
    await first?.close();
  });

  it('an edit published once reaches both replicas’ indexes within a second', async () => {
    const product = await createProduct(first.catalogue, organza, { title: 'Plain saree' });
    const word = `zephyr${randomBytes(3).toString('hex')}`;
    await first.catalogue.updateProduct({
      actor: ADMIN,
      id: product.id,
      product: productInput(organza, { title: `Kanjivaram ${word} saree` }),
    });
    const ms = await untilBoth(word, [product.id]);
    assert.ok(ms <= 1_000, `both indexes had the edit after ${ms} ms`);
  });

  it('a deletion leaves both indexes', async () => {
    const word = `quartz${randomBytes(3).toString('hex')}`;
    const product = await createProduct(first.catalogue, organza, { title: `Tussar ${word}` });
    await untilBoth(word, [product.id]);
    await first.catalogue.deleteProduct({ actor: ADMIN, id: product.id });
    const ms = await untilBoth(word, []);
    assert.ok(ms <= 1_000, `both indexes dropped it after ${ms} ms`);
  });

  it('a product made through one replica opens on the other at once, before its event arrives', async () => {
    const product = await createProduct(first.catalogue, organza, { title: 'Shared at once' });
    // the owner shares the link straight away; the shopper's request lands on the other replica
    const page = JSON.parse(
      (await second.app.get(CatalogueReadModel).page(product.id)).toString('utf8'),
    ) as { id: string; title: string };
    assert.equal(page.id, product.id);
    assert.equal(page.title, 'Shared at once');
    const related = await second.app.get(CatalogueReadModel).related(product.id, 4);
    assert.ok(Array.isArray(JSON.parse(related.toString('utf8'))));
  });

  it('the search handlers broadcast, the stock handlers stay in the consumer group', async () => {
    const bus = createDataSource({
      url: first.service.config.BUS_DATABASE_URL!,
      entities: [],
      migrations: [],
    });
    await bus.initialize();
    try {
      const rows = await bus.query<{ event: string; name: string }[]>(
        `SELECT event, name FROM pgboss.subscription WHERE name LIKE 'catalogue.%' ORDER BY event`,
      );
      // order events reach one replica (exactly once): one group queue, subscribed to the
      // topic and to each order event type catalogue handles; catalogue events no group queue
      assert.ok(rows.length > 0, 'catalogue has a group queue for order events');
      for (const row of rows) {
        assert.equal(row.name, 'catalogue.order.events.v1');
        assert.match(row.event, /^order\.events\.v1(#|$)/);
      }
      const types = rows.map((row) => row.event.split('#')[1]).filter(Boolean);
      assert.deepEqual(types.sort(), [
        'order-cancelled',
        'order-cancelled-by-customer',
        'order-paid',
        'order-rejected',
        'order-returned-to-origin',
      ]);
    } finally {
      await bus.destroy();
    }
    const recorded = await first.service.dataSource.query<unknown[]>(
      `SELECT 1 FROM processed_event WHERE event_type LIKE 'product-%'`,
    );
    assert.equal(recorded.length, 0, 'broadcast deliveries are not recorded');
  });
});

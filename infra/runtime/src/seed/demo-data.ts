// The demo catalogue on the first start: when catalogue and content run and the catalogue
// has no product, 48 sarees are added once (a marker in the data directory keeps an owner
// who deleted them all from getting them back).
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log.js';
import { loadOrCreateSecrets } from '../secrets.js';
import type { RunningStack } from '../stack.js';
import { countProducts, seedCatalogue } from './seed.js';

export const DEMO_PRODUCTS = 48;

export async function addDemoCatalogueOnce(stack: RunningStack, log: Logger): Promise<void> {
  const marker = path.join(stack.dataDir, 'demo-catalogue.json');
  if (fs.existsSync(marker)) return;
  const catalogueUrl = stack.grpcAddress('catalogue');
  const contentUrl = stack.grpcAddress('content');
  if (!catalogueUrl || !contentUrl) return;
  const { serviceAuthSecret } = loadOrCreateSecrets(stack.dataDir);
  if ((await countProducts(catalogueUrl, serviceAuthSecret)) > 0) {
    fs.writeFileSync(marker, JSON.stringify({ skipped: 'the catalogue already had products' }));
    return;
  }
  log.info(`adding the demo catalogue (${DEMO_PRODUCTS} sarees with pictures) ...`);
  const result = await seedCatalogue({
    catalogueUrl,
    contentUrl,
    serviceAuthSecret,
    products: DEMO_PRODUCTS,
    onProgress: (line) => log.info(line),
  });
  fs.writeFileSync(
    marker,
    JSON.stringify({ addedAt: new Date().toISOString(), products: result.created }, null, 2),
  );
  log.info(
    `demo catalogue added: ${result.created} sarees, ${result.images} pictures in ${result.seconds.toFixed(1)} s`,
  );
}

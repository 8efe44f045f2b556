import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import {
  catalogueAdmin,
  type CatalogueAdmin,
  type CreatedCategory,
  type CreatedProduct,
} from './catalogue-fixtures';
import type { Shopper } from './shopper';

export type { CreatedProduct };

/** What a spec that owns catalogue data works with, ready once its first beforeAll ran. */
export type CatalogueSpec = {
  browser: Browser;
  admin: CatalogueAdmin;
  /** The spec's own category (its products go in it). */
  category: CreatedCategory;
  /** API shoppers the spec made: disposed of after all. */
  shoppers: Shopper[];
};

/**
 * Registers the hooks of a spec that owns catalogue data (call it in the describe, before
 * the spec's own beforeAll that adds products): before all, Chromium, the bootstrap admin
 * (API) and a category of the spec's own; after all, the shoppers disposed of, the data
 * deleted and Chromium closed.
 */
export function catalogueSpec(categoryName: string, categoryDescription: string): CatalogueSpec {
  const spec = { shoppers: [] as Shopper[] } as CatalogueSpec;
  beforeAll(async () => {
    spec.browser = await launchBrowser();
    spec.admin = await catalogueAdmin();
    spec.category = await spec.admin.createCategory(categoryName, categoryDescription);
  });
  afterAll(async () => {
    for (const shopper of spec.shoppers.splice(0)) await shopper.dispose();
    await spec.admin?.cleanUp();
    await spec.browser?.close();
  });
  return spec;
}

import { z } from 'zod';

export const catalogueConfigSchema = z.object({
  /** Set means the Meilisearch search adapter; unset means the in-process index. */
  MEILI_URL: z.url({ protocol: /^https?$/ }).optional(),
  MEILI_API_KEY: z.string().min(1).optional(),
  /** Meilisearch index holding the products. */
  MEILI_INDEX: z
    .string()
    .regex(/^[\w-]+$/, 'letters, digits, - and _ only')
    .default('products'),
  /**
   * A reservation no order settled (its order was never stored) is released after this
   * long; it must stay well above the order service's payment window (30 minutes).
   */
  CATALOGUE_RESERVATION_TTL_SECONDS: z.coerce.number().positive().default(7200),
  /** How often abandoned reservations are looked for. */
  CATALOGUE_RESERVATION_SWEEP_SECONDS: z.coerce.number().positive().default(60),
});

export type CatalogueConfig = z.infer<typeof catalogueConfigSchema>;

/**
 * Whether each process holds its own search index (MiniSearch, MEILI_URL unset): then
 * every replica must get every product event (a broadcast), not one of them.
 */
export function searchIndexPerProcess(config: Pick<CatalogueConfig, 'MEILI_URL'>): boolean {
  return !config.MEILI_URL;
}

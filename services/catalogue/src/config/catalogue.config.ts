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
});

export type CatalogueConfig = z.infer<typeof catalogueConfigSchema>;

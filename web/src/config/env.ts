import { z } from 'zod';

// The one place that reads build-time configuration (Vite exposes VITE_* variables).
const envSchema = z.object({
  // Base of the REST API. The gateway serves it on the same origin as the storefront.
  API_URL: z
    .string()
    .min(1)
    .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
      message: 'must be a path starting with / or an http(s) URL',
    })
    .default('/api'),
  // The gateway's GraphQL endpoint (the page queries of docs/api-catalogue.md).
  GRAPHQL_URL: z
    .string()
    .min(1)
    .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
      message: 'must be a path starting with / or an http(s) URL',
    })
    .default('/graphql'),
});

export type Env = z.infer<typeof envSchema>;

function parseEnv(): Env {
  const result = envSchema.safeParse({
    API_URL: import.meta.env.VITE_API_URL as string | undefined,
    GRAPHQL_URL: import.meta.env.VITE_GRAPHQL_URL as string | undefined,
  });
  if (!result.success) {
    throw new Error(`Invalid storefront configuration:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const env = parseEnv();

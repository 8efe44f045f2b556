// The one place that reads build-time configuration (Vite exposes VITE_* variables).
// Checked by hand rather than with zod: this module is in the JavaScript every page loads
// first, and two URL settings do not justify a schema library there.

export type Env = {
  /** Base of the REST API. The gateway serves it on the same origin as the storefront. */
  API_URL: string;
  /** The gateway's GraphQL endpoint (the page queries of docs/api-catalogue.md). */
  GRAPHQL_URL: string;
  /** The ad pixel's id (`VITE_PIXEL_ID`); empty: no pixel is loaded and no event is sent. */
  PIXEL_ID: string;
};

function urlOrPath(name: keyof Env, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (value.startsWith('/') || /^https?:\/\//.test(value)) return value;
  throw new Error(
    `Invalid storefront configuration:\n✖ must be a path starting with / or an http(s) URL\n  → at ${name}`,
  );
}

function pixelId(value: string | undefined): string {
  const id = value?.trim() ?? '';
  if (id === '' || /^\d{5,20}$/.test(id)) return id;
  throw new Error(
    'Invalid storefront configuration:\n✖ must be the numeric pixel id\n  → at PIXEL_ID',
  );
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  return {
    API_URL: urlOrPath('API_URL', source.VITE_API_URL, '/api'),
    GRAPHQL_URL: urlOrPath('GRAPHQL_URL', source.VITE_GRAPHQL_URL, '/graphql'),
    PIXEL_ID: pixelId(source.VITE_PIXEL_ID),
  };
}

export const env = parseEnv({
  VITE_API_URL: import.meta.env.VITE_API_URL as string | undefined,
  VITE_GRAPHQL_URL: import.meta.env.VITE_GRAPHQL_URL as string | undefined,
  VITE_PIXEL_ID: import.meta.env.VITE_PIXEL_ID as string | undefined,
});

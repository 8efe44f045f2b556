// Where the app's requests go and which origin its links are absolute in. In the browser
// both are the page's own origin (the gateway serves the API beside the pages). On the
// storefront server (web/server, built with `vite build --ssr`) the API is the gateway at
// GATEWAY_URL and links use PUBLIC_URL, the origin shoppers see; the server hands
// PUBLIC_URL to the page (`readSsrPayload().origin`) so a hydrating page builds the same links.

/** The storefront server's GATEWAY_URL and PUBLIC_URL (web/server/config.ts). */
export type ServerOrigins = { gatewayUrl: string; publicUrl: string };

let serverOrigins: ServerOrigins | null = null;

/**
 * Set once by the storefront server (web/server/configure.ts) from its configuration, before
 * any module that resolves its URLs on load (lib/api.ts, lib/graphql.ts) is evaluated.
 */
export function setServerOrigins(origins: ServerOrigins): void {
  serverOrigins = origins;
}

function configured(): ServerOrigins {
  if (!serverOrigins) {
    throw new Error('The storefront server read its origins before web/server/configure.ts');
  }
  return serverOrigins;
}

/** The origin relative API and GraphQL URLs are resolved against. */
export function requestOrigin(): string {
  if (import.meta.env.SSR) return configured().gatewayUrl;
  return window.location.origin;
}

/** The origin of absolute links (canonical URL, JSON-LD): PUBLIC_URL on the server. */
export function siteOrigin(): string {
  if (import.meta.env.SSR) return configured().publicUrl;
  return readSsrPayload()?.origin ?? window.location.origin;
}

/** What the storefront server puts in a rendered page for the client to start from. */
export type SsrPayload = {
  /** The public origin the server built the page's links with. */
  origin: string;
  /** The RTK Query state (`api` slice) of the data the page was rendered with. */
  api: unknown;
  /** React Router's hydration data (loaderData, actionData, errors) of the static handler. */
  router: unknown;
};

/**
 * The id of the <script type="application/json"> the server writes the payload into: a
 * data block, not a script, so the gateway's Content-Security-Policy (no inline scripts)
 * lets the page read it.
 */
export const SSR_PAYLOAD_ID = 'boutique-ssr-data';

/** The payload of a server-rendered page, or null (a plain index.html, tests, the server). */
export function readSsrPayload(): SsrPayload | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as Partial<SsrPayload> | null;
    if (!payload || typeof payload.origin !== 'string') return null;
    return { origin: payload.origin, api: payload.api, router: payload.router };
  } catch {
    return null;
  }
}

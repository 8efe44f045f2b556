// Where the app's requests go and which origin its links are absolute in. In the browser
// both are the page's own origin (the gateway serves the API beside the pages). On the
// storefront server (web/server, built with `vite build --ssr`) the API is the gateway at
// GATEWAY_URL and links use PUBLIC_URL, the origin shoppers see; the server hands
// PUBLIC_URL to the page (`readSsrPayload().origin`) so a hydrating page builds the same links.

/** The gateway the storefront server reads from when GATEWAY_URL is not set. */
export const DEFAULT_GATEWAY_URL = 'http://127.0.0.1:8080';
/** The public origin when PUBLIC_URL is not set. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

function serverEnv(name: string): string | undefined {
  const value = (globalThis as { process?: { env: Record<string, string | undefined> } }).process
    ?.env[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** The origin relative API and GraphQL URLs are resolved against. */
export function requestOrigin(): string {
  if (import.meta.env.SSR) return serverEnv('GATEWAY_URL') ?? DEFAULT_GATEWAY_URL;
  return window.location.origin;
}

/** The origin of absolute links (canonical URL, JSON-LD): PUBLIC_URL on the server. */
export function siteOrigin(): string {
  if (import.meta.env.SSR) return new URL(serverEnv('PUBLIC_URL') ?? DEFAULT_PUBLIC_URL).origin;
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

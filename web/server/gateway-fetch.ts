import { AsyncLocalStorage } from 'node:async_hooks';

// The pages' queries reach the gateway through the global fetch (RTK Query's
// fetchBaseQuery). On the storefront server that fetch is wrapped: a request to the gateway
// carries the shopper's address (X-Forwarded-For, for the gateway's per-client limits when it
// trusts this server as a proxy) and the page request's id, and gives up after a timeout so a
// stuck gateway cannot hold a page.

export type ShopperRequest = { forwardedFor: string; requestId: string };

const current = new AsyncLocalStorage<ShopperRequest>();

/**
 * The X-Forwarded-For the gateway calls of one page request carry. Pages reach this server
 * through one proxy (the gateway, nginx, the ingress) that names the shopper in its
 * X-Forwarded-For; that header goes on as it came, so the gateway, trusting this server as
 * the proxy in front of it (TRUST_PROXY), finds the shopper where it would had the shopper's
 * proxy called it. Appending this server's peer (that proxy) would make every shopper the
 * proxy's address to the gateway's per-client limits. No header: the peer is the shopper.
 */
export function shopperForwardedFor(
  forwardedFor: string | string[] | undefined,
  peer: string | undefined,
): string {
  const given = (Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor)?.trim();
  return given || peer || '';
}

/** Runs `work` with `request` as the shopper request its gateway calls act for. */
export function forShopper<T>(request: ShopperRequest, work: () => T): T {
  return current.run(request, work);
}

export function installGatewayFetch(gatewayUrl: string, timeoutMs: number): void {
  const plainFetch = globalThis.fetch;
  const prefix = `${new URL(gatewayUrl).origin}/`;
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url: string =
      typeof input === 'string' ? input : 'href' in input ? input.href : input.url;
    if (!url.startsWith(prefix)) return plainFetch(input, init);
    const headers = new Headers(init?.headers ?? request?.headers);
    const shopper = current.getStore();
    if (shopper) {
      headers.set('x-forwarded-for', shopper.forwardedFor);
      headers.set('x-request-id', shopper.requestId);
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const given = init?.signal ?? request?.signal;
    const signal = given ? AbortSignal.any([given, timeout]) : timeout;
    return plainFetch(request ?? input, { ...init, headers, signal });
  };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { forShopper, installGatewayFetch, shopperForwardedFor } from './gateway-fetch';

describe('shopperForwardedFor', () => {
  it("passes on the proxy's X-Forwarded-For as it came, without the proxy's own address", () => {
    // nginx (or the ingress) in front: it appended the shopper, its own address is the peer
    expect(shopperForwardedFor('203.0.113.7', '10.0.0.5')).toBe('203.0.113.7');
    // a forged entry stays on the left, where the gateway (TRUST_PROXY=1) does not look
    expect(shopperForwardedFor('198.51.100.1, 203.0.113.7', '10.0.0.5')).toBe(
      '198.51.100.1, 203.0.113.7',
    );
  });

  it('names the peer when no proxy is in front', () => {
    expect(shopperForwardedFor(undefined, '203.0.113.7')).toBe('203.0.113.7');
    expect(shopperForwardedFor('  ', '203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('installGatewayFetch', () => {
  const plainFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = plainFetch;
  });

  it("sends the shopper's address and the request id to the gateway, nothing to other hosts", async () => {
    const seen: { url: string; headers: Headers }[] = [];
    globalThis.fetch = vi.fn((input: string | URL | Request, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : 'href' in input ? input.href : input.url;
      seen.push({ url, headers: new Headers(init?.headers) });
      return Promise.resolve(new Response('{}'));
    });
    installGatewayFetch('http://gateway:8080', 1000);

    await forShopper({ forwardedFor: '203.0.113.7', requestId: 'req-1' }, async () => {
      await fetch('http://gateway:8080/api/shop/products/get');
      await fetch('https://elsewhere.example/x');
    });

    expect(seen[0].headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(seen[0].headers.get('x-request-id')).toBe('req-1');
    expect(seen[1].headers.get('x-forwarded-for')).toBeNull();
  });
});

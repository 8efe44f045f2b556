import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Whether the address at `hop` (0 = the socket's peer) is a proxy whose X-Forwarded-For is believed. */
export type TrustFn = (address: string, hop: number) => boolean;

/** The named ranges proxy-addr (Fastify's trustProxy) knows. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** A BlockList of comma-listed addresses, CIDRs and the names loopback, linklocal, uniquelocal. */
export function addressList(value: string): BlockList {
  const list = new BlockList();
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    for (const item of NAMED_RANGES[part] ?? [part]) {
      const [address, bits] = item.split('/');
      const type = isIPv6(address) ? 'ipv6' : 'ipv4';
      if (!isIPv4(address) && !isIPv6(address)) throw new Error(`not an address: "${item}"`);
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
  }
  return list;
}

/** True when `address` (IPv4, IPv6 or IPv4-mapped IPv6) is in `list`. */
export function inList(list: BlockList, address: string): boolean {
  const plain = unmapped(address);
  if (isIPv4(plain)) return list.check(plain, 'ipv4');
  if (isIPv6(plain)) return list.check(plain, 'ipv6');
  return false;
}

/**
 * TRUST_PROXY as a trust function, with Fastify's (proxy-addr's) meaning: false = nobody
 * (the socket's peer is the client), true = everyone (the left-most X-Forwarded-For
 * address), a number = that many proxy hops (the address the last of them saw), otherwise
 * a list of proxy addresses and CIDRs. The same function is given to Fastify, so
 * `request.ip` and clientAddress() always agree.
 */
export function compileTrust(value: boolean | number | string): TrustFn {
  if (value === true) return () => true;
  if (value === false) return () => false;
  if (typeof value === 'number') return (_address, hop) => hop < value;
  const list = addressList(value);
  return (address) => inList(list, address);
}

/**
 * The client's address of a raw request: the socket's peer, or, while the hops are
 * trusted proxies, the X-Forwarded-For addresses from the right (proxy-addr's walk).
 */
export function clientAddress(request: IncomingMessage, trust: TrustFn): string {
  const socketAddress = request.socket.remoteAddress ?? '';
  const header = request.headers['x-forwarded-for'];
  if (!header) return socketAddress;
  const forwarded = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  const chain = [socketAddress, ...forwarded];
  for (let hop = 0; hop < chain.length - 1; hop++) {
    if (!trust(chain[hop], hop)) return chain[hop];
  }
  return chain[chain.length - 1];
}

/** `::ffff:1.2.3.4` → `1.2.3.4`; anything else unchanged. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match ? match[1] : address;
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 of an IPv6 address (one
 * subscriber gets a whole /64 and can rotate addresses inside it at will).
 */
export function clientKey(address: string): string {
  const plain = unmapped(address);
  if (!isIPv6(plain)) return plain || 'unknown';
  const [head, tail = ''] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  if (right.some((group) => group.includes('.'))) right.splice(-1, 1, '0', '0'); // embedded IPv4
  const groups = plain.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The per-client counting rule: the key of a client address (clientKey), or undefined for
 * an address of RATE_LIMIT_EXEMPT_CLIENTS, which no per-client limit applies to.
 */
export class ClientKeys {
  private readonly exempt?: BlockList;

  constructor(exemptClients = '') {
    if (exemptClients.trim()) this.exempt = addressList(exemptClients);
  }

  keyOf(address: string): string | undefined {
    if (this.exempt && inList(this.exempt, address)) return undefined;
    return clientKey(address);
  }
}

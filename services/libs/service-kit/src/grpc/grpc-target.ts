// Where a gRPC client's calls go. A `<NAME>_GRPC_URL` is one of
//   host:port                   one address, or a name (every address it resolves to)
//   dns:///host:port            the same, spelled as gRPC's DNS target (a k8s headless Service)
//   host:port,host:port,...     several replicas (the prod-like run, compose without DNS)
// and every form is balanced with grpc-js's round_robin policy over all its addresses.
//
// Names are looked up again every `dnsRefreshMs` (30 s) and whenever a connection fails:
// grpc-js's own `dns:` resolver only looks again after a failure, so a replica added by
// scaling up would get no traffic from a client whose connections are all healthy.
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { experimental, Metadata, status, type ChannelOptions } from '@grpc/grpc-js';

export interface GrpcEndpoint {
  /** A DNS name, an IPv4 address or an IPv6 address (without brackets). */
  host: string;
  port: number;
}

/** The scheme of the resolver below (a list with at least one name in it). */
export const HOST_LIST_SCHEME = 'boutique-hosts';

/** Channel option: how often the names of a target are looked up again, in ms. */
export const DNS_REFRESH_OPTION = 'boutique.dns_refresh_ms';

export const DEFAULT_DNS_REFRESH_MS = 30_000;

/** Service config of every client channel: spread calls over every address. */
export const ROUND_ROBIN_SERVICE_CONFIG = JSON.stringify({
  loadBalancingConfig: [{ round_robin: {} }],
});

const HOST_PORT = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9_.-]+)):(\d{1,5})$/;

export const GRPC_URL_FORMS = 'expected host:port, dns:///host:port or host:port,host:port,...';

function endpointOf(text: string): GrpcEndpoint {
  const match = HOST_PORT.exec(text);
  const port = Number(match?.[3]);
  if (!match || !(port >= 1 && port <= 65535)) throw new Error(`"${text}" is not host:port`);
  const host = match[1] ?? match[2];
  if (match[1] !== undefined && isIP(host) !== 6) throw new Error(`"${text}" is not host:port`);
  return { host, port };
}

/**
 * The addresses of a `<NAME>_GRPC_URL` (see the forms above); throws an Error saying what
 * is wrong. `dns://<server>/...` (a chosen DNS server) is not supported.
 */
export function parseGrpcUrl(url: string): GrpcEndpoint[] {
  const text = url.trim();
  if (text.startsWith('dns:')) {
    const rest = text.startsWith('dns:///') ? text.slice(7) : text.slice(4);
    if (rest.startsWith('//')) throw new Error('dns://<server>/ is not supported: use dns:///');
    return [endpointOf(rest)];
  }
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new Error(GRPC_URL_FORMS);
  return parts.map(endpointOf);
}

/** True when `url` is a valid `<NAME>_GRPC_URL`. */
export function isGrpcUrl(url: string): boolean {
  try {
    parseGrpcUrl(url);
    return true;
  } catch {
    return false;
  }
}

const hostPort = ({ host, port }: GrpcEndpoint) =>
  isIP(host) === 6 ? `[${host}]:${port}` : `${host}:${port}`;

/**
 * The grpc-js target for these addresses: grpc-js's own `ipv4:`/`ipv6:` list when every
 * host is an address of one family (nothing to look up), else this module's resolver.
 */
export function channelTarget(endpoints: GrpcEndpoint[]): string {
  const list = endpoints.map(hostPort).join(',');
  if (endpoints.every((e) => isIP(e.host) === 4)) return `ipv4:${list}`;
  if (endpoints.every((e) => isIP(e.host) === 6)) return `ipv6:${list}`;
  registerHostListResolver();
  return `${HOST_LIST_SCHEME}:${list}`;
}

type Endpoint = experimental.Endpoint;

/**
 * Resolves a comma list of host:port in which some hosts are names: each name with the
 * system resolver (getaddrinfo: /etc/hosts, then DNS, as the rest of the process), every
 * address one endpoint. Looks again when the channel asks (a connection failed) and every
 * refresh interval, reporting only a changed list; a failed look-up keeps the last list.
 */
class HostListResolver implements experimental.Resolver {
  private readonly hosts: GrpcEndpoint[];
  private readonly refreshMs: number;
  private timer: NodeJS.Timeout | undefined;
  private lookingUp = false;
  private lookAgain = false;
  private reported: string | undefined;
  private active = false;

  constructor(
    target: experimental.GrpcUri,
    private readonly listener: experimental.ResolverListener,
    options: ChannelOptions,
  ) {
    this.hosts = target.path.split(',').map(endpointOf);
    const refresh = Number(options[DNS_REFRESH_OPTION]);
    this.refreshMs = refresh > 0 ? refresh : DEFAULT_DNS_REFRESH_MS;
  }

  updateResolution(): void {
    this.active = true;
    void this.lookUp(true);
  }

  destroy(): void {
    this.active = false;
    this.reported = undefined;
    clearTimeout(this.timer);
  }

  static getDefaultAuthority(target: experimental.GrpcUri): string {
    return target.path.split(',')[0] ?? target.path;
  }

  private async lookUp(asked: boolean): Promise<void> {
    if (this.lookingUp) {
      this.lookAgain ||= asked;
      return;
    }
    this.lookingUp = true;
    clearTimeout(this.timer);
    const answers = await Promise.allSettled(
      this.hosts.map(async ({ host, port }) =>
        isIP(host)
          ? [{ host, port }]
          : (await dns.lookup(host, { all: true })).map(({ address }) => ({
              host: address,
              port,
            })),
      ),
    );
    this.lookingUp = false;
    if (!this.active) return;
    const endpoints: Endpoint[] = answers
      .flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []))
      .map((address) => ({ addresses: [address] }));
    const key = JSON.stringify(endpoints);
    if (endpoints.length > 0) {
      if (asked || key !== this.reported) {
        this.reported = key;
        this.listener(experimental.statusOrFromValue(endpoints), {}, null, '');
      }
    } else if (this.reported === undefined) {
      const reasons = answers
        .map((answer) => (answer.status === 'rejected' ? String(answer.reason) : ''))
        .filter(Boolean);
      this.listener(
        experimental.statusOrFromError({
          code: status.UNAVAILABLE,
          details: `no address for ${this.hosts.map(hostPort).join(',')}: ${reasons.join('; ')}`,
          metadata: new Metadata(),
        }),
        {},
        null,
        '',
      );
    }
    if (this.lookAgain) {
      this.lookAgain = false;
      void this.lookUp(true);
      return;
    }
    this.timer = setTimeout(() => void this.lookUp(false), this.refreshMs);
    this.timer.unref();
  }
}

let registered = false;

function registerHostListResolver(): void {
  if (registered) return;
  experimental.registerResolver(HOST_LIST_SCHEME, HostListResolver);
  registered = true;
}

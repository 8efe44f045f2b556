// The one table of the processes the embedded runtime runs (docs/runtime-contract.md).
// A row whose entry file does not exist yet (the service is not written or not built)
// is skipped, so a new service appears in `npm start` by adding its row here.
// Start order: the services, the gateway, then the rows marked afterGateway (the
// storefront's server rendering, which reads through the gateway).

export interface ServiceDefinition {
  /** Name in logs and SERVICE_NAME. */
  name: string;
  /** Workspace folder, relative to the repository root. */
  workspace: string;
  /** Compiled entry, relative to the repository root. */
  entry: string;
  /** gRPC port (GRPC_PORT); none for the gateway. */
  grpcPort?: number;
  /** Health and metrics port (HTTP_PORT); the gateway's is PORT. */
  httpPort: number;
  /** Its own PostgreSQL database (DATABASE_URL), created on first start. */
  database?: string;
  /** Gets BUS_DATABASE_URL (the Postgres-backed event bus). */
  usesBus: boolean;
  /** Services whose `<NAME>_GRPC_URL` it gets (when they run). */
  calls: string[];
  /** Which of the shared values it gets. */
  needs: readonly SharedValue[];
  /**
   * Started after the gateway, whose readiness never asks for it (it is not in the
   * gateway's SERVICE_HEALTH_URLS): its own readiness needs the gateway.
   */
  afterGateway?: boolean;
}

/** Values computed by the runtime that some processes get. */
export type SharedValue =
  | 'jwt'
  | 'bootstrapAdmin'
  | 'smtp'
  | 'publicUrl'
  | 'frontends'
  | 'media'
  /** WEB_DIST only: the storefront's client build (the storefront server). */
  | 'webDist'
  /** GATEWAY_URL: the gateway's origin, read like a browser does (the storefront server). */
  | 'gatewayUrl'
  /** STOREFRONT_URL: the storefront server's origin, when it runs (the gateway). */
  | 'storefrontUrl'
  /** SERVICE_HEALTH_URLS: `name=url` of each running service's /health/ready. */
  | 'serviceHealth'
  /** SERVICE_AUTH_SECRET: signs and checks the gRPC calls between processes. */
  | 'serviceAuth';

export const BUS_DATABASE = 'boutique_bus';

const ALL_SERVICES = [
  'identity',
  'catalogue',
  'cart',
  'order',
  'payment',
  'content',
  'notification',
];

function service(
  name: string,
  grpcPort: number,
  httpPort: number,
  calls: string[],
  needs: readonly SharedValue[],
): ServiceDefinition {
  return {
    name,
    workspace: `services/${name}`,
    entry: `services/${name}/dist/src/main.js`,
    grpcPort,
    httpPort,
    database: name,
    usesBus: true,
    calls,
    needs,
  };
}

export const GATEWAY = 'gateway';
/** The storefront's server rendering (web/server, built to web/dist-server). */
export const STOREFRONT = 'storefront';

/** In start order: the services, the gateway, then the storefront (afterGateway). */
export const SERVICES: readonly ServiceDefinition[] = [
  service('identity', 50051, 9101, [], ['jwt', 'bootstrapAdmin', 'serviceAuth']),
  service('catalogue', 50052, 9102, [], ['serviceAuth']),
  service('cart', 50053, 9103, ['catalogue'], ['serviceAuth']),
  service('order', 50054, 9104, ['catalogue', 'payment'], ['serviceAuth']),
  service('payment', 50055, 9105, [], ['publicUrl', 'serviceAuth']),
  service('content', 50056, 9106, ['identity'], ['media', 'serviceAuth']),
  service('notification', 50057, 9107, [], ['smtp', 'publicUrl', 'serviceAuth']),
  {
    name: 'gateway',
    workspace: 'gateway',
    entry: 'gateway/dist/src/main.js',
    httpPort: 8080,
    // subscribes to catalogue events to drop its cache
    usesBus: true,
    calls: ALL_SERVICES,
    needs: [
      'jwt',
      'publicUrl',
      'frontends',
      'media',
      'serviceHealth',
      'serviceAuth',
      'storefrontUrl',
    ],
  },
  {
    // pages rendered on the server: no gRPC, no database, no bus; reads /api and /graphql
    // through the gateway like a browser, so it starts after it
    name: STOREFRONT,
    workspace: 'web',
    entry: 'web/dist-server/main.js',
    httpPort: 9108,
    usesBus: false,
    calls: [],
    needs: ['gatewayUrl', 'publicUrl', 'webDist'],
    afterGateway: true,
  },
];

/** `IDENTITY_GRPC_URL` for `identity`. */
export function grpcUrlVariable(name: string): string {
  return `${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_GRPC_URL`;
}

/**
 * A service's ports with the offsets applied: `offset` to the health port, `grpcOffset`
 * (default the same) to the gRPC port. The test stack moves its gRPC ports below 32768,
 * out of Linux's ephemeral range, where an outgoing connection of another process can hold
 * a port for a while (docs: infra/runtime/README.md, "Ports").
 */
export function portsOf(
  definition: ServiceDefinition,
  offset: number,
  gatewayPort: number,
  grpcOffset = offset,
): { grpcPort?: number; httpPort: number } {
  if (definition.name === GATEWAY) return { httpPort: gatewayPort };
  return {
    grpcPort: definition.grpcPort === undefined ? undefined : definition.grpcPort + grpcOffset,
    httpPort: definition.httpPort + offset,
  };
}

export interface EnvContext {
  nodeEnv: string;
  logLevel: string;
  gatewayPort: number;
  portOffset: number;
  /** Added to every gRPC port instead of portOffset (default portOffset). */
  grpcPortOffset?: number;
  /** Names of the services that run (their rows exist and entries are built). */
  running: string[];
  databaseUrl: (database: string) => string;
  jwtSecret: string;
  /** SERVICE_AUTH_SECRET of every process (unset: none is given, calls go unchecked). */
  serviceAuthSecret?: string;
  adminEmail: string;
  adminPassword: string;
  smtpUrl: string;
  mailFrom: string;
  publicUrl: string;
  webDist: string;
  adminDist: string;
  mediaDir: string;
  /** The process table the callees are looked up in (default SERVICES). */
  table?: readonly ServiceDefinition[];
}

/** The contract's environment for one process (docs/runtime-contract.md). */
export function environmentFor(
  definition: ServiceDefinition,
  ctx: EnvContext,
): Record<string, string> {
  const grpcOffset = ctx.grpcPortOffset ?? ctx.portOffset;
  const ports = portsOf(definition, ctx.portOffset, ctx.gatewayPort, grpcOffset);
  const env: Record<string, string> = {
    NODE_ENV: ctx.nodeEnv,
    SERVICE_NAME: definition.name,
    LOG_LEVEL: ctx.logLevel,
  };
  if (definition.name === GATEWAY) env.PORT = String(ports.httpPort);
  else env.HTTP_PORT = String(ports.httpPort);
  if (ports.grpcPort !== undefined) env.GRPC_PORT = String(ports.grpcPort);
  if (definition.database) env.DATABASE_URL = ctx.databaseUrl(definition.database);
  if (definition.usesBus) env.BUS_DATABASE_URL = ctx.databaseUrl(BUS_DATABASE);
  for (const callee of definition.calls) {
    const target = (ctx.table ?? SERVICES).find((s) => s.name === callee);
    if (!target || !ctx.running.includes(callee) || target.grpcPort === undefined) continue;
    env[grpcUrlVariable(callee)] = `127.0.0.1:${target.grpcPort + grpcOffset}`;
  }
  for (const need of definition.needs) {
    switch (need) {
      case 'jwt':
        env.JWT_SECRET = ctx.jwtSecret;
        break;
      case 'bootstrapAdmin':
        env.BOOTSTRAP_ADMIN_EMAIL = ctx.adminEmail;
        env.BOOTSTRAP_ADMIN_PASSWORD = ctx.adminPassword;
        break;
      case 'smtp':
        env.SMTP_URL = ctx.smtpUrl;
        env.MAIL_FROM = ctx.mailFrom;
        break;
      case 'publicUrl':
        env.PUBLIC_URL = ctx.publicUrl;
        break;
      case 'frontends':
        env.WEB_DIST = ctx.webDist;
        env.ADMIN_DIST = ctx.adminDist;
        break;
      case 'media':
        env.MEDIA_DIR = ctx.mediaDir;
        break;
      case 'webDist':
        env.WEB_DIST = ctx.webDist;
        break;
      case 'gatewayUrl':
        env.GATEWAY_URL = `http://127.0.0.1:${ctx.gatewayPort}`;
        break;
      case 'storefrontUrl': {
        const storefront = (ctx.table ?? SERVICES).find((d) => d.name === STOREFRONT);
        if (storefront && ctx.running.includes(STOREFRONT))
          env.STOREFRONT_URL = `http://127.0.0.1:${storefront.httpPort + ctx.portOffset}`;
        break;
      }
      case 'serviceAuth':
        if (ctx.serviceAuthSecret) env.SERVICE_AUTH_SECRET = ctx.serviceAuthSecret;
        break;
      case 'serviceHealth':
        env.SERVICE_HEALTH_URLS = (ctx.table ?? SERVICES)
          .filter(
            (d) =>
              d.name !== GATEWAY &&
              !d.afterGateway &&
              d.name !== definition.name &&
              ctx.running.includes(d.name),
          )
          .map((d) => `${d.name}=http://127.0.0.1:${d.httpPort + ctx.portOffset}/health/ready`)
          .join(',');
        break;
    }
  }
  return env;
}

/** Every database the given services need, the bus database included when one uses it. */
export function databasesFor(definitions: readonly ServiceDefinition[]): string[] {
  const names = new Set<string>();
  for (const d of definitions) {
    if (d.database) names.add(d.database);
    if (d.usesBus) names.add(BUS_DATABASE);
  }
  return [...names];
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BUS_DATABASE,
  SERVICES,
  databasesFor,
  environmentFor,
  grpcUrlVariable,
  portsOf,
  type EnvContext,
} from '../src/services.js';

const byName = (name: string) => SERVICES.find((s) => s.name === name)!;

const ctx = (over: Partial<EnvContext> = {}): EnvContext => ({
  nodeEnv: 'development',
  logLevel: 'info',
  gatewayPort: 8080,
  portOffset: 0,
  running: ['identity', 'notification', 'gateway'],
  databaseUrl: (db) => `postgres://postgres:pw@127.0.0.1:54329/${db}`,
  jwtSecret: 'j'.repeat(40),
  adminEmail: 'admin@boutique.local',
  adminPassword: 'secret-1',
  smtpUrl: 'smtp://127.0.0.1:1025',
  mailFrom: '"Saree Boutique" <hello@boutique.local>',
  publicUrl: 'http://localhost:8080',
  webDist: '/r/web/dist',
  adminDist: '/r/admin-web/dist',
  mediaDir: '/r/.data/media',
  ...over,
});

describe('the process table', () => {
  it('has the ports of docs/runtime-contract.md', () => {
    const ports = Object.fromEntries(SERVICES.map((s) => [s.name, [s.grpcPort, s.httpPort]]));
    assert.deepEqual(ports, {
      identity: [50051, 9101],
      catalogue: [50052, 9102],
      cart: [50053, 9103],
      order: [50054, 9104],
      payment: [50055, 9105],
      content: [50056, 9106],
      notification: [50057, 9107],
      gateway: [undefined, 8080],
      storefront: [undefined, 9108],
    });
    const names = SERVICES.map((s) => s.name);
    assert.deepEqual(
      names.slice(-2),
      ['gateway', 'storefront'],
      'the gateway starts after the services, the storefront after the gateway',
    );
    assert.deepEqual(
      SERVICES.filter((s) => s.afterGateway).map((s) => s.name),
      ['storefront'],
    );
  });

  it('runs the storefront server without gRPC, database or bus', () => {
    const storefront = byName('storefront');
    assert.equal(storefront.entry, 'web/dist-server/main.js');
    assert.equal(storefront.database, undefined);
    assert.equal(storefront.usesBus, false);
    assert.deepEqual(storefront.calls, []);
    assert.equal(portsOf(storefront, 1400, 18480, -39600).httpPort, 10508);
    assert.equal(portsOf(storefront, 1400, 18480, -39600).grpcPort, undefined);
    assert.deepEqual(databasesFor([storefront]), []);
  });

  it('offsets service ports but gives the gateway its own port', () => {
    assert.deepEqual(portsOf(byName('identity'), 1000, 18080), {
      grpcPort: 51051,
      httpPort: 10101,
    });
    assert.deepEqual(portsOf(byName('notification'), 0, 8080), { grpcPort: 50057, httpPort: 9107 });
    // the test stack's gRPC ports sit below the ephemeral range, health ports as before
    assert.deepEqual(portsOf(byName('identity'), 1000, 18080, -40000), {
      grpcPort: 10051,
      httpPort: 10101,
    });
    assert.deepEqual(portsOf(byName('gateway'), 1000, 18080), { httpPort: 18080 });
  });

  it('names gRPC URL variables after the service', () => {
    assert.equal(grpcUrlVariable('identity'), 'IDENTITY_GRPC_URL');
    assert.equal(grpcUrlVariable('notification'), 'NOTIFICATION_GRPC_URL');
  });

  it('lists each service database once, plus the bus database', () => {
    assert.deepEqual(
      databasesFor([byName('identity'), byName('notification'), byName('gateway')]),
      ['identity', BUS_DATABASE, 'notification'],
    );
  });
});

describe('environmentFor', () => {
  it('gives identity its database, the bus, its ports, the JWT key and the first admin', () => {
    const env = environmentFor(byName('identity'), ctx({ portOffset: 1000 }));
    assert.equal(env.SERVICE_NAME, 'identity');
    assert.equal(env.DATABASE_URL, 'postgres://postgres:pw@127.0.0.1:54329/identity');
    assert.equal(env.BUS_DATABASE_URL, 'postgres://postgres:pw@127.0.0.1:54329/boutique_bus');
    assert.equal(env.GRPC_PORT, '51051');
    assert.equal(env.HTTP_PORT, '10101');
    assert.equal(env.JWT_SECRET, 'j'.repeat(40));
    assert.equal(env.BOOTSTRAP_ADMIN_EMAIL, 'admin@boutique.local');
    assert.equal(env.BOOTSTRAP_ADMIN_PASSWORD, 'secret-1');
    assert.equal(env.SMTP_URL, undefined);
    assert.equal(env.PORT, undefined);
  });

  it('gives every process that calls or answers gRPC the SERVICE_AUTH_SECRET of the service tokens', () => {
    for (const definition of SERVICES.filter((d) => d.name !== 'storefront')) {
      const env = environmentFor(definition, ctx({ serviceAuthSecret: 's'.repeat(64) }));
      assert.equal(env.SERVICE_AUTH_SECRET, 's'.repeat(64), definition.name);
    }
    assert.equal(environmentFor(byName('order'), ctx()).SERVICE_AUTH_SECRET, undefined);
  });

  it('gives notification the mail settings and no secrets', () => {
    const env = environmentFor(byName('notification'), ctx());
    assert.equal(env.SMTP_URL, 'smtp://127.0.0.1:1025');
    assert.equal(env.MAIL_FROM, '"Saree Boutique" <hello@boutique.local>');
    assert.equal(env.PUBLIC_URL, 'http://localhost:8080');
    assert.equal(env.JWT_SECRET, undefined);
    assert.equal(env.BOOTSTRAP_ADMIN_PASSWORD, undefined);
  });

  it('gives the gateway PORT, the frontends and the gRPC URLs of running services only', () => {
    const env = environmentFor(byName('gateway'), ctx({ gatewayPort: 18080, portOffset: 1000 }));
    assert.equal(env.PORT, '18080');
    assert.equal(env.HTTP_PORT, undefined);
    assert.equal(env.DATABASE_URL, undefined);
    // the bus carries the catalogue events that drop the gateway's cache
    assert.equal(env.BUS_DATABASE_URL, 'postgres://postgres:pw@127.0.0.1:54329/boutique_bus');
    assert.equal(env.IDENTITY_GRPC_URL, '127.0.0.1:51051');
    assert.equal(env.NOTIFICATION_GRPC_URL, '127.0.0.1:51057');
    assert.equal(env.CATALOGUE_GRPC_URL, undefined);
    assert.equal(env.WEB_DIST, '/r/web/dist');
    assert.equal(env.ADMIN_DIST, '/r/admin-web/dist');
    assert.equal(env.JWT_SECRET, 'j'.repeat(40));
    assert.equal(
      env.SERVICE_HEALTH_URLS,
      'identity=http://127.0.0.1:10101/health/ready,notification=http://127.0.0.1:10107/health/ready',
    );
    const shifted = environmentFor(
      byName('gateway'),
      ctx({ gatewayPort: 18080, portOffset: 1000, grpcPortOffset: -40000 }),
    );
    assert.equal(shifted.IDENTITY_GRPC_URL, '127.0.0.1:10051');
    assert.match(shifted.SERVICE_HEALTH_URLS, /identity=http:\/\/127\.0\.0\.1:10101\//);
    // no storefront running: nothing to forward pages to
    assert.equal(env.STOREFRONT_URL, undefined);
  });

  it('gives the gateway STOREFRONT_URL, and its readiness never asks the storefront', () => {
    const env = environmentFor(
      byName('gateway'),
      ctx({ gatewayPort: 18080, portOffset: 1000, running: ['identity', 'gateway', 'storefront'] }),
    );
    assert.equal(env.STOREFRONT_URL, 'http://127.0.0.1:10108');
    assert.equal(env.SERVICE_HEALTH_URLS, 'identity=http://127.0.0.1:10101/health/ready');
  });

  it('gives the storefront server its port, the gateway, the public origin and the client build', () => {
    const env = environmentFor(
      byName('storefront'),
      ctx({
        gatewayPort: 18080,
        portOffset: 1000,
        serviceAuthSecret: 's'.repeat(64),
        running: ['identity', 'gateway', 'storefront'],
      }),
    );
    assert.deepEqual(env, {
      NODE_ENV: 'development',
      SERVICE_NAME: 'storefront',
      LOG_LEVEL: 'info',
      HTTP_PORT: '10108',
      GATEWAY_URL: 'http://127.0.0.1:18080',
      PUBLIC_URL: 'http://localhost:8080',
      WEB_DIST: '/r/web/dist',
    });
  });
});

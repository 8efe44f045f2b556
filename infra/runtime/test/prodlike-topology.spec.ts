// The production-like run's layout and its nginx site, without starting anything.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { NGINX_SITE, mainConfig, templateSite } from '../src/prodlike/nginx.js';
import { roleName } from '../src/prodlike/postgres-roles.js';
import { grpcTargets, prodlikePorts, prodlikeReplicas } from '../src/prodlike/topology.js';

describe('production-like topology', () => {
  const replicas = prodlikeReplicas(8400);

  it('runs two gateways, two storefronts, two catalogues, two orders and one of every other service; gateways, then storefronts last', () => {
    const count = (name: string) => replicas.filter((r) => r.definition.name === name).length;
    assert.equal(count('gateway'), 2);
    assert.equal(count('storefront'), 2);
    assert.equal(count('catalogue'), 2);
    assert.equal(count('order'), 2);
    for (const name of ['identity', 'cart', 'payment', 'content', 'notification'])
      assert.equal(count(name), 1, name);
    assert.deepEqual(
      replicas.slice(-4).map((r) => r.id),
      ['gateway-1', 'gateway-2', 'storefront-1', 'storefront-2'],
    );
    for (const r of replicas.filter((r) => r.definition.name === 'storefront'))
      assert.equal(r.grpcPort, undefined, `${r.id}: no gRPC`);
    assert.deepEqual(
      replicas.filter((r) => r.definition.name === 'catalogue').map((r) => r.id),
      ['catalogue-1', 'catalogue-2'],
    );
  });

  it('gives every process its own ports, none shared with nginx, mail or the object store', () => {
    const { nginx, mailSmtp, mailUi, objectStore } = prodlikePorts(8400);
    const fixed = [nginx, mailSmtp, mailUi, objectStore];
    const used = replicas.flatMap((r) => [r.httpPort, ...(r.grpcPort ? [r.grpcPort] : [])]);
    assert.equal(new Set([...used, ...fixed]).size, used.length + fixed.length);
    assert.ok(Math.max(...used) < 8400 + 100, 'the run stays within 100 ports of its base');
  });

  it('hands a caller every replica of its callees, and nothing for a callee that is not called', () => {
    const env = grpcTargets(replicas, ['catalogue', 'payment']);
    const catalogue = replicas.filter((r) => r.definition.name === 'catalogue');
    assert.equal(env.CATALOGUE_GRPC_URL, catalogue.map((r) => `127.0.0.1:${r.grpcPort}`).join(','));
    assert.match(env.PAYMENT_GRPC_URL, /^127\.0\.0\.1:\d+$/);
    assert.equal(env.IDENTITY_GRPC_URL, undefined);
  });

  it('names roles after the prefix and the service, safely', () => {
    assert.equal(roleName('boutique_test1', 'catalogue'), 'boutique_test1_catalogue');
    assert.equal(roleName('Boutique', 'a-b'), 'boutique_a_b');
  });
});

describe('the shipped nginx site, templated for this machine', () => {
  const shipped = fs.readFileSync(NGINX_SITE, 'utf8');
  const site = templateSite(shipped, {
    listen: 8400,
    gateways: ['127.0.0.1:8401', '127.0.0.1:8402'],
    storefronts: ['127.0.0.1:8436', '127.0.0.1:8437'],
    objectStore: 'http://127.0.0.1:8407',
    root: '/tmp/html',
  });

  it('replaces only the addresses: both gateways and storefronts in their upstreams, the port, the store, the root', () => {
    assert.match(site, /server 127\.0\.0\.1:8401[^;]*;\s*\n\s*server 127\.0\.0\.1:8402[^;]*;/);
    assert.match(
      site,
      /upstream storefront \{\s*server 127\.0\.0\.1:8436;\s*\n\s*server 127\.0\.0\.1:8437;/,
    );
    assert.match(site, /listen 127\.0\.0\.1:8400;/);
    assert.match(site, /proxy_pass http:\/\/127\.0\.0\.1:8407\/boutique-media\/;/);
    assert.match(site, /root \/tmp\/html;/);
    const rules = site.replace(/#.*$/gm, '');
    assert.doesNotMatch(rules, /gateway:8080|storefront:9108|\/usr\/share\/nginx\/html/);
    // every location of the shipped file is still there
    const locations = (text: string) => text.match(/location [^{]+\{/g) ?? [];
    assert.deepEqual(locations(site), locations(shipped));
  });

  it('fails by name when the shipped file loses a templated line', () => {
    assert.throws(
      () =>
        templateSite(shipped.replace(/server gateway:8080[^;]*;/, ''), {
          listen: 1,
          gateways: [],
          storefronts: [],
          objectStore: 'http://x:1',
          root: '/',
        }),
      /no longer has the gateway upstream/,
    );
    assert.throws(
      () =>
        templateSite(shipped.replace(/server storefront:9108[^;]*;/, ''), {
          listen: 1,
          gateways: [],
          storefronts: [],
          objectStore: 'http://x:1',
          root: '/',
        }),
      /no longer has the storefront upstream/,
    );
  });

  it('wraps it in a foreground main configuration whose files stay in the run folder', () => {
    const main = mainConfig('/run/dir', '/run/dir/site.conf');
    assert.match(main, /daemon off;/);
    assert.match(main, /include \/run\/dir\/site\.conf;/);
    assert.match(main, /pid \/run\/dir\/nginx\.pid;/);
  });
});

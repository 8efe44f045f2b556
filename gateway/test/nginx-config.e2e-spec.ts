// The production nginx (infra/docker/nginx.conf, the web image's only site) served for
// real: its upstreams pointed at a fake gateway on this machine, it must refuse /metrics
// and the API docs from the public side and still forward the API, GraphQL and health;
// the pages and their files carry the gateway's own security headers, media is sandboxed.
// Needs the nginx binary (.ci/run installs Debian's); skipped by name without it.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { computeHelmetHeaders, helmetOptions } from '../src/common/security-headers.js';
import { PACKAGE_DIR } from '../src/config/gateway.config.js';

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) =>
  existsSync(path),
);
const CONFIG = join(PACKAGE_DIR, '..', 'infra', 'docker', 'nginx.conf');

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The site config with its upstreams and root on this machine (the rules untouched). */
function templated(
  site: string,
  ports: { listen: number; upstream: number },
  root: string,
): string {
  const replace = (text: string, from: string, to: string) => {
    assert.ok(text.includes(from), `nginx.conf no longer has "${from}"`);
    return text.replace(from, to);
  };
  let text = replace(site, 'server gateway:8080;', `server 127.0.0.1:${ports.upstream};`);
  text = replace(text, 'listen 8080;', `listen 127.0.0.1:${ports.listen};`);
  text = replace(text, 'http://objectstore:8333/', `http://127.0.0.1:${ports.upstream}/`);
  return replace(text, 'root /usr/share/nginx/html;', `root ${root};`);
}

describe(
  'production nginx.conf',
  { skip: !NGINX && 'nginx is not installed (.ci/run installs it)' },
  () => {
    let dir = '';
    let base = '';
    let upstream: Server;
    let nginx: ChildProcess | undefined;
    const reached: string[] = [];
    /** The traceparent and x-request-id of each request the fake gateway got, by URL. */
    const traceHeaders = new Map<string, { traceparent?: string; requestId?: string }>();

    before(async () => {
      dir = await mkdtemp(join(tmpdir(), 'nginx-conf-'));
      const html = join(dir, 'html');
      await mkdir(join(html, 'admin'), { recursive: true });
      await writeFile(join(html, 'index.html'), '<!doctype html><title>Storefront</title>');
      await writeFile(join(html, 'admin', 'index.html'), '<!doctype html><title>Admin</title>');
      await mkdir(join(html, 'assets'));
      await mkdir(join(html, 'admin', 'assets'));
      await writeFile(join(html, 'assets', 'app-1a2b.js'), 'export {};');
      await writeFile(join(html, 'admin', 'assets', 'admin-3c4d.js'), 'export {};');
      upstream = createServer((request, response) => {
        reached.push(request.url ?? '');
        traceHeaders.set(request.url ?? '', {
          traceparent: request.headers.traceparent as string | undefined,
          requestId: request.headers['x-request-id'] as string | undefined,
        });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ upstream: true, url: request.url }));
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const ports = {
        upstream: (upstream.address() as AddressInfo).port,
        listen: await freePort(),
      };
      base = `http://127.0.0.1:${ports.listen}`;
      await writeFile(
        join(dir, 'site.conf'),
        templated(await readFile(CONFIG, 'utf8'), ports, html),
      );
      const temp = (name: string) => `${name} ${join(dir, name)};`;
      await writeFile(
        join(dir, 'nginx.conf'),
        [
          'daemon off;',
          'master_process off;',
          `pid ${join(dir, 'nginx.pid')};`,
          `error_log ${join(dir, 'error.log')} warn;`,
          'events { worker_connections 64; }',
          'http {',
          '  access_log off;',
          '  types { text/html html; application/javascript js; }',
          `  ${temp('client_body_temp_path')} ${temp('proxy_temp_path')} ${temp('fastcgi_temp_path')}`,
          `  ${temp('uwsgi_temp_path')} ${temp('scgi_temp_path')}`,
          `  include ${join(dir, 'site.conf')};`,
          '}',
          '',
        ].join('\n'),
      );
      const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
      const check = spawnSync(NGINX!, ['-t', ...args], { encoding: 'utf8' });
      assert.equal(check.status, 0, `nginx -t: ${check.stderr}`);
      nginx = spawn(NGINX!, args, { stdio: 'ignore' });
      for (let i = 0; i < 100; i++) {
        if (
          await fetch(`${base}/nginx-health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return;
        await sleep(50);
      }
      assert.fail(`nginx did not start: ${await readFile(join(dir, 'error.log'), 'utf8')}`);
    });

    after(async () => {
      nginx?.kill('SIGTERM');
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    });

    it('refuses /metrics and the API docs, however the path is written; the gateway never sees them', async () => {
      const paths = [
        '/metrics',
        '/metrics/',
        '/METRICS',
        '/api/docs',
        '/api/docs/',
        '/api/docs-json',
        '/api/docs/swagger-ui-init.js',
        '/API/Docs',
        '/api//docs',
        '/api/%64ocs',
        '/api/./docs-json',
        '/health/../metrics',
      ];
      for (const path of paths) {
        const answer = await fetch(`${base}${path}`);
        assert.equal(answer.status, 404, path);
        assert.deepEqual(await answer.json(), { success: false, message: 'Not found' }, path);
      }
      assert.deepEqual(reached, []);
    });

    it('still forwards the API, GraphQL and health to the gateway', async () => {
      for (const path of [
        '/api/health',
        '/api/shop/products/get?page=1',
        '/graphql',
        '/health/ready',
      ]) {
        const answer = await fetch(`${base}${path}`);
        assert.equal(answer.status, 200, path);
        assert.deepEqual(await answer.json(), { upstream: true, url: path });
      }
      const page = await fetch(`${base}/shop/home`);
      assert.match(await page.text(), /Storefront/);
    });

    it("sends the gateway's security headers, once each, with the pages and their files", async () => {
      // what the gateway sends with the pages under `npm start` over plain HTTP (no HSTS)
      const gateway = computeHelmetHeaders(helmetOptions('http://localhost:8080'));
      assert.ok(gateway['content-security-policy'], 'the gateway sends a CSP');
      const pages: [string, number, string][] = [
        ['/', 200, 'no-cache'],
        ['/shop/home', 200, 'no-cache'],
        ['/admin/', 200, 'no-cache'],
        ['/admin/orders/42', 200, 'no-cache'],
        ['/assets/app-1a2b.js', 200, 'public, max-age=31536000, immutable'],
        ['/admin/assets/admin-3c4d.js', 200, 'public, max-age=31536000, immutable'],
        ['/assets/gone-0000.js', 404, ''],
      ];
      for (const [path, status, cacheControl] of pages) {
        const answer = await fetch(`${base}${path}`);
        assert.equal(answer.status, status, path);
        for (const [name, value] of Object.entries(gateway))
          assert.equal(answer.headers.get(name), value, `${path}: ${name}`);
        assert.match(
          answer.headers.get('permissions-policy') ?? '',
          /camera=\(\), microphone=\(\)/,
        );
        assert.equal(answer.headers.get('strict-transport-security'), null, `${path}: no HSTS`);
        if (cacheControl) assert.equal(answer.headers.get('cache-control'), cacheControl, path);
      }
      const redirect = await fetch(`${base}/admin`, { redirect: 'manual' });
      assert.equal(redirect.status, 301);
      assert.equal(
        redirect.headers.get('content-security-policy'),
        gateway['content-security-policy'],
      );
    });

    it('serves media from the bucket, sandboxed and cached; adds nothing to the API', async () => {
      const media = await fetch(`${base}/media/products/0f8e.webp`);
      assert.equal(media.status, 200);
      assert.deepEqual(await media.json(), {
        upstream: true,
        url: '/boutique-media/products/0f8e.webp',
      });
      assert.equal(media.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(media.headers.get('content-security-policy'), "default-src 'none'; sandbox");
      assert.match(media.headers.get('cache-control') ?? '', /max-age=31536000/);

      // the gateway sends its own headers with its answers; nginx adds none of the pages'
      const api = await fetch(`${base}/api/health`);
      assert.equal(api.status, 200);
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy'])
        assert.equal(api.headers.get(name), null, `/api/health: ${name}`);
    });

    it("forwards the client's valid traceparent, else one made from its request id", async () => {
      const client = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
      const sent = async (path: string, traceparent?: string) => {
        const answer = await fetch(`${base}${path}`, {
          headers: traceparent === undefined ? {} : { traceparent },
        });
        assert.equal(answer.status, 200, path);
        return traceHeaders.get(path)!;
      };
      assert.equal((await sent('/api/trace/kept', client)).traceparent, client);
      for (const [path, header] of [
        ['/api/trace/none', undefined],
        ['/api/trace/junk', 'junk'],
        ['/api/trace/upper', client.toUpperCase()],
        ['/graphql?trace=v1', `01-${client.slice(3)}`],
      ] as const) {
        const { traceparent, requestId } = await sent(path, header);
        assert.match(requestId ?? '', /^[0-9a-f]{32}$/, path);
        assert.equal(traceparent, `00-${requestId}-${requestId!.slice(0, 16)}-01`, path);
      }
    });
  },
);

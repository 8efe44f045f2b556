// nginx from Debian in front of the production-like run, with the very site file the web
// image ships (infra/docker/nginx.conf): only the addresses are templated (its port, the
// gateway and storefront replicas, the object store, the folder of the built frontends).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.js';

export const NGINX_SITE = path.join(repoRoot, 'infra', 'docker', 'nginx.conf');

/** The nginx binary, or undefined when it is not installed (`apt-get install nginx`). */
export function findNginx(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) =>
    existsSync(file),
  );
}

export interface SiteAddresses {
  /** nginx's port (on 127.0.0.1). */
  listen: number;
  /** `127.0.0.1:<port>` of every gateway replica. */
  gateways: string[];
  /** `127.0.0.1:<port>` of every storefront server replica. */
  storefronts: string[];
  /** Base URL of the S3-compatible store, e.g. `http://127.0.0.1:8407` (the bucket path stays as shipped). */
  objectStore: string;
  /** Folder with the storefront's build and the admin console's under `admin/`. */
  root: string;
}

function replaceOnce(
  text: string,
  pattern: RegExp,
  replacement: (match: RegExpMatchArray) => string,
  what: string,
) {
  const match = text.match(pattern);
  if (!match) throw new Error(`infra/docker/nginx.conf no longer has ${what} (${pattern})`);
  return text.replace(pattern, replacement(match));
}

/**
 * The shipped site file with this machine's addresses. Every rule stays as shipped; a
 * change of the file that removes one of the templated lines fails here by name.
 */
export function templateSite(site: string, addresses: SiteAddresses): string {
  let text = replaceOnce(
    site,
    /^(\s*)server gateway:8080([^;]*);$/m,
    (m) => addresses.gateways.map((g) => `${m[1]}server ${g}${m[2]};`).join('\n'),
    'the gateway upstream "server gateway:8080"',
  );
  text = replaceOnce(
    text,
    /^(\s*)server storefront:9108([^;]*);$/m,
    (m) => addresses.storefronts.map((g) => `${m[1]}server ${g}${m[2]};`).join('\n'),
    'the storefront upstream "server storefront:9108"',
  );
  text = replaceOnce(
    text,
    /^(\s*)listen 8080;$/m,
    (m) => `${m[1]}listen 127.0.0.1:${addresses.listen};`,
    '"listen 8080;"',
  );
  // the media location's object store (compose's S3 service name and port)
  text = replaceOnce(
    text,
    /(location \/media\/ \{[^}]*?proxy_pass )http:\/\/[\w.-]+:\d+\//s,
    (m) => `${m[1]}${addresses.objectStore}/`,
    'the /media/ proxy_pass to the object store',
  );
  return replaceOnce(
    text,
    /root \/usr\/share\/nginx\/html;/,
    () => `root ${addresses.root};`,
    'the html root',
  );
}

/** The main configuration around the site: foreground, files under `dir`. */
export function mainConfig(dir: string, sitePath: string): string {
  const temp = (name: string) => `${name} ${path.join(dir, name)};`;
  const mime = ['/etc/nginx/mime.types'].find((file) => existsSync(file));
  return [
    '# written by the production-like run (infra/runtime/src/prodlike/nginx.ts)',
    'daemon off;',
    'worker_processes 2;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    mime
      ? `  include ${mime};`
      : '  types { text/html html; application/javascript js; text/css css; image/svg+xml svg; }',
    '  default_type application/octet-stream;',
    `  access_log ${path.join(dir, 'access.log')};`,
    '  sendfile on;',
    `  ${temp('client_body_temp_path')} ${temp('proxy_temp_path')} ${temp('fastcgi_temp_path')}`,
    `  ${temp('uwsgi_temp_path')} ${temp('scgi_temp_path')}`,
    `  include ${sitePath};`,
    '}',
    '',
  ].join('\n');
}

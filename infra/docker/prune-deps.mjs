#!/usr/bin/env node
// Used by infra/docker/Dockerfile after `npm ci --omit=dev --workspace <path>`: npm keeps
// the links of workspaces that are only dev dependencies (test helpers, the embedded
// runtime) and installs their dependencies too. This removes every top-level package of
// node_modules that the workspace's production dependencies do not reach.
//   node infra/docker/prune-deps.mjs services/identity
import { existsSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const workspace = process.argv[2];
if (!workspace || !existsSync(path.join(root, workspace, 'package.json'))) {
  console.error('usage: node infra/docker/prune-deps.mjs <workspace folder>');
  process.exit(1);
}

const readPkg = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** Node's lookup: <from>/node_modules/<name>, then each parent folder up to the root. */
function resolve(name, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === path.dirname(dir)) return undefined;
    dir = path.dirname(dir);
  }
}

const reachable = new Set(); // paths as found in node_modules (links not followed)
const visited = new Set(); // real folders already walked
const queue = [path.join(root, workspace)];
while (queue.length > 0) {
  const dir = queue.shift();
  const real = realpathSync(dir);
  if (visited.has(real)) continue;
  visited.add(real);
  const pkg = readPkg(real);
  const names = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.optionalDependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ];
  for (const name of names) {
    const found = resolve(name, real);
    if (!found) continue; // an optional or peer dependency that is not installed
    reachable.add(found);
    queue.push(found);
  }
}

let removed = 0;
const top = path.join(root, 'node_modules');
for (const entry of readdirSync(top)) {
  if (entry.startsWith('.')) continue;
  const entries = entry.startsWith('@')
    ? readdirSync(path.join(top, entry)).map((n) => `${entry}/${n}`)
    : [entry];
  for (const name of entries) {
    const full = path.join(top, name);
    if (!reachable.has(full)) {
      rmSync(full, { recursive: true, force: true });
      removed += 1;
    }
  }
}
for (const entry of readdirSync(top)) {
  if (entry.startsWith('@') && readdirSync(path.join(top, entry)).length === 0)
    rmSync(path.join(top, entry), { recursive: true });
}
rmSync(path.join(top, '.bin'), { recursive: true, force: true });
console.log(`prune-deps: kept ${reachable.size} packages for ${workspace}, removed ${removed}`);

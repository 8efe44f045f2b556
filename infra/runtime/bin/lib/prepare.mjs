// Plain JavaScript on purpose: the launchers in bin/ run this before anything is built.
// It answers two questions quickly (no network, only stat calls and two JSON reads):
// is every locked dependency installed, and is every workspace's dist newer than its
// sources? When the answer is no, it runs `npm install` or `npm run build`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const runtimeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const repoRoot = path.resolve(runtimeDir, '..', '..');

/** Folders never counted as a workspace's build inputs. */
export const IGNORED_NAMES = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.turbo',
  '.data',
  '.git',
]);

/** Inputs outside a workspace folder that its build reads, by workspace path. */
export const EXTRA_INPUTS = {
  'services/libs/contracts': ['proto'],
};

const SHARED_INPUTS = ['tsconfig.base.json'];

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The root package.json's workspaces, in their declared order, with their package.json. */
export function readWorkspaces(root = repoRoot) {
  const rootPkg = readJson(path.join(root, 'package.json'));
  const list = Array.isArray(rootPkg.workspaces) ? rootPkg.workspaces : [];
  const result = [];
  for (const rel of list) {
    const dir = path.join(root, rel);
    const pkgFile = path.join(dir, 'package.json');
    if (!existsSync(pkgFile)) continue;
    const pkg = readJson(pkgFile);
    result.push({ path: rel, dir, name: pkg.name ?? rel, pkg });
  }
  return result;
}

/**
 * Newest modification time (ms) of the files under `target` (a file or a folder),
 * skipping IGNORED_NAMES and Markdown files. 0 when there is nothing.
 */
export function newestMtime(target, ignored = IGNORED_NAMES) {
  let st;
  try {
    st = statSync(target);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(target, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (ignored.has(entry.name)) continue;
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) {
      newest = Math.max(newest, newestMtime(full, ignored));
    } else if (!entry.name.endsWith('.md')) {
      try {
        newest = Math.max(newest, statSync(full).mtimeMs);
      } catch {
        // vanished while walking: ignore
      }
    }
  }
  return newest;
}

/** Newest mtime of everything inside a dist folder (nothing ignored), 0 if missing or empty. */
export function newestOutput(distDir) {
  return newestMtime(distDir, new Set());
}

/**
 * Pure decision: is a build output stale? `sourceTime` and `outputTime` are newest
 * mtimes in ms (0 = missing).
 */
export function isStale(sourceTime, outputTime) {
  if (!outputTime) return 'dist missing';
  if (sourceTime > outputTime) return 'sources newer than dist';
  return null;
}

/** Workspaces that have a build script and whose dist is missing or older than a source. */
export function staleWorkspaces(root = repoRoot, workspaces = readWorkspaces(root)) {
  const shared = Math.max(0, ...SHARED_INPUTS.map((f) => newestMtime(path.join(root, f))));
  const stale = [];
  for (const ws of workspaces) {
    if (!ws.pkg.scripts || !ws.pkg.scripts.build) continue;
    const extra = (EXTRA_INPUTS[ws.path] ?? []).map((p) => newestMtime(path.join(root, p)));
    const sourceTime = Math.max(newestMtime(ws.dir), shared, ...extra);
    const reason = isStale(sourceTime, newestOutput(path.join(ws.dir, 'dist')));
    if (reason) stale.push({ name: ws.name, path: ws.path, reason });
  }
  return stale;
}

function platformMatches(list, value) {
  if (!Array.isArray(list) || list.length === 0) return true;
  const allowed = list.filter((v) => !v.startsWith('!'));
  const denied = list.filter((v) => v.startsWith('!')).map((v) => v.slice(1));
  if (denied.includes(value)) return false;
  return allowed.length === 0 || allowed.includes(value);
}

/**
 * Pure comparison of package-lock.json's packages with node_modules/.package-lock.json's
 * (npm's record of what is installed). Returns the locked paths that are missing or at
 * another version. Optional and other-platform packages are not required.
 */
export function compareLocks(
  lockPackages,
  installedPackages,
  platform = process.platform,
  arch = process.arch,
) {
  const missing = [];
  for (const [key, meta] of Object.entries(lockPackages ?? {})) {
    if (!key.includes('node_modules/')) continue;
    if (meta.optional) continue;
    if (!platformMatches(meta.os, platform) || !platformMatches(meta.cpu, arch)) continue;
    const installed = installedPackages?.[key];
    if (!installed) missing.push(key);
    else if (!meta.link && meta.version && installed.version !== meta.version) missing.push(key);
  }
  return missing;
}

/** Names of the other workspaces a workspace depends on (any kind of dependency). */
export function internalDependencies(ws, names) {
  const all = { ...ws.pkg.dependencies, ...ws.pkg.devDependencies, ...ws.pkg.peerDependencies };
  return Object.keys(all).filter((dep) => names.has(dep) && dep !== ws.name);
}

/**
 * Workspaces in build order: every workspace after the workspaces it depends on, ties in
 * the root package.json's order. (That order alone is not enough: service-kit's tests
 * import @boutique/testing, declared after it.) A cycle keeps the declared order.
 */
export function buildOrder(workspaces) {
  const names = new Set(workspaces.map((ws) => ws.name));
  const remaining = [...workspaces];
  const done = new Set();
  const ordered = [];
  while (remaining.length > 0) {
    const index = remaining.findIndex((ws) =>
      internalDependencies(ws, names).every((dep) => done.has(dep)),
    );
    const next = remaining.splice(index === -1 ? 0 : index, 1)[0];
    done.add(next.name);
    ordered.push(next);
  }
  return ordered;
}

/** The given workspaces plus every workspace that depends on them, directly or not. */
export function withDependents(selected, workspaces) {
  const names = new Set(workspaces.map((ws) => ws.name));
  const chosen = new Set(selected.map((ws) => ws.name));
  let grew = true;
  while (grew) {
    grew = false;
    for (const ws of workspaces) {
      if (!chosen.has(ws.name) && internalDependencies(ws, names).some((dep) => chosen.has(dep))) {
        chosen.add(ws.name);
        grew = true;
      }
    }
  }
  return workspaces.filter((ws) => chosen.has(ws.name));
}

/** A workspace (by path or name) and every workspace it depends on, directly or not. */
export function withDependencies(target, workspaces) {
  const names = new Set(workspaces.map((ws) => ws.name));
  const byName = new Map(workspaces.map((ws) => [ws.name, ws]));
  const start = workspaces.find((ws) => ws.path === target || ws.name === target);
  if (!start) throw new Error(`no workspace ${target}`);
  const chosen = new Set([start.name]);
  const queue = [start];
  while (queue.length > 0) {
    for (const dep of internalDependencies(queue.shift(), names)) {
      if (!chosen.has(dep)) {
        chosen.add(dep);
        queue.push(byName.get(dep));
      }
    }
  }
  return workspaces.filter((ws) => chosen.has(ws.name));
}

/** Locked packages that are not installed (empty when everything is in place). */
export function missingDependencies(root = repoRoot) {
  const lockFile = path.join(root, 'package-lock.json');
  const hiddenLock = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(path.join(root, 'node_modules'))) return ['node_modules'];
  if (!existsSync(lockFile)) return [];
  if (!existsSync(hiddenLock)) return ['node_modules/.package-lock.json'];
  const lock = readJson(lockFile);
  const installed = readJson(hiddenLock);
  const missing = compareLocks(lock.packages, installed.packages);
  // npm's record can be right while a folder was removed by hand: check the folders too.
  for (const key of Object.keys(installed.packages ?? {})) {
    if (!key.includes('node_modules/')) continue;
    if (lock.packages?.[key] && !lock.packages[key].optional && !existsSync(path.join(root, key))) {
      missing.push(key);
    }
  }
  return [...new Set(missing)];
}

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('error', (err) => {
      console.error(`[runtime] could not run ${command}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function say(message) {
  console.log(`[runtime] ${message}`);
}

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(
      `[runtime] Node.js ${process.versions.node} is too old: this project needs Node.js 20.19 or newer.`,
    );
    process.exit(1);
  }
}

/** Runs `npm install` when a locked dependency is missing. */
export async function ensureInstalled(root = repoRoot) {
  const missing = missingDependencies(root);
  if (missing.length === 0) return false;
  const sample = missing.slice(0, 3).join(', ');
  say(`installing dependencies (${missing.length} missing, e.g. ${sample}) ...`);
  const code = await run(npm, ['install', '--no-audit', '--no-fund'], { cwd: root });
  if (code !== 0) {
    console.error(`[runtime] npm install failed (exit ${code}).`);
    process.exit(code || 1);
  }
  return true;
}

/**
 * Builds the given workspaces one after another in build order, each with
 * `npm run build -w <path>`; stops at the first failure. Resolves with the exit code.
 */
export async function buildWorkspaces(list, root = repoRoot) {
  for (const ws of buildOrder(list)) {
    if (!ws.pkg.scripts?.build) continue;
    const code = await run(npm, ['run', 'build', '-w', ws.path], { cwd: root });
    if (code !== 0) {
      console.error(`[runtime] build of ${ws.path} failed (exit ${code})`);
      return code || 1;
    }
  }
  return 0;
}

/**
 * Builds what is stale and every workspace depending on it (everything with force). With
 * `only` (paths or names), looks at those workspaces and the workspaces they depend on
 * alone (the runtime imports the contracts and the service kit).
 */
export async function ensureBuilt({ root = repoRoot, force = false, only } = {}) {
  const all = readWorkspaces(root);
  const wanted = only
    ? new Set(only.flatMap((o) => withDependencies(o, all).map((ws) => ws.name)))
    : undefined;
  const scope = wanted ? all.filter((ws) => wanted.has(ws.name)) : all;
  const staleNames = new Set(staleWorkspaces(root, scope).map((s) => s.name));
  const stale = force ? scope : scope.filter((ws) => staleNames.has(ws.name));
  if (stale.length === 0) return false;
  const targets = force || only ? stale : withDependents(stale, all);
  say(
    force
      ? 'building every workspace (--rebuild) ...'
      : `building ${targets.map((ws) => ws.path).join(', ')} (stale: ${staleWorkspaces(root, stale)
          .map((ws) => `${ws.path}: ${ws.reason}`)
          .join('; ')}) ...`,
  );
  const started = Date.now();
  const code = await buildWorkspaces(targets, root);
  if (code !== 0) process.exit(code);
  say(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/**
 * What every launcher does first: right Node, dependencies installed, workspaces built
 * (only the runtime with buildAll false). With noBuild, stale workspaces are reported
 * but not rebuilt (the runtime itself is still built when its dist is missing).
 */
export async function prepare({ rebuild = false, buildAll = true, noBuild = false } = {}) {
  checkNodeVersion();
  await ensureInstalled();
  if (noBuild) {
    const stale = staleWorkspaces();
    if (stale.length > 0) {
      say(
        `not building (--no-build), though stale: ${stale.map((ws) => `${ws.path} (${ws.reason})`).join('; ')}`,
      );
    }
    if (stale.some((ws) => ws.path === 'infra/runtime' && ws.reason === 'dist missing')) {
      await ensureBuilt({ only: ['infra/runtime'] });
    }
    return;
  }
  if (buildAll) await ensureBuilt({ force: rebuild });
  else await ensureBuilt({ force: rebuild, only: ['infra/runtime'] });
}

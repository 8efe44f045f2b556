import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** infra/runtime (this file is compiled to infra/runtime/dist/src/paths.js). */
export const runtimeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The repository root. */
export const repoRoot = path.resolve(runtimeDir, '..', '..');

/** A path relative to the repository root, absolute paths kept as they are. */
export function fromRoot(...parts: string[]): string {
  return path.resolve(repoRoot, ...parts);
}

/** The default data directory: `DATA_DIR` (relative to the repository root) or `.data`. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return fromRoot(env.DATA_DIR && env.DATA_DIR.trim() !== '' ? env.DATA_DIR : '.data');
}

/** A path shown to a person: relative to the current directory when it is inside it. */
export function displayPath(target: string): string {
  const rel = path.relative(process.cwd(), target);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : target;
}

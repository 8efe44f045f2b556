// Typed access to bin/lib/prepare.mjs, the plain-JS install and build checks that the
// launchers run before anything is compiled.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runtimeDir } from './paths.js';

export interface WorkspaceInfo {
  /** Folder relative to the repository root, e.g. `services/identity`. */
  path: string;
  dir: string;
  /** Package name, e.g. `@boutique/identity`. */
  name: string;
  pkg: {
    scripts?: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
}

export interface StaleWorkspace {
  name: string;
  path: string;
  reason: string;
}

export interface PrepareModule {
  repoRoot: string;
  readWorkspaces(root?: string): WorkspaceInfo[];
  staleWorkspaces(root?: string, workspaces?: WorkspaceInfo[]): StaleWorkspace[];
  isStale(sourceTime: number, outputTime: number): string | null;
  newestMtime(target: string): number;
  compareLocks(
    lockPackages: Record<
      string,
      { version?: string; optional?: boolean; link?: boolean; os?: string[]; cpu?: string[] }
    >,
    installedPackages: Record<string, { version?: string }>,
    platform?: string,
    arch?: string,
  ): string[];
  missingDependencies(root?: string): string[];
}

export async function loadPrepare(): Promise<PrepareModule> {
  const file = path.join(runtimeDir, 'bin', 'lib', 'prepare.mjs');
  return (await import(pathToFileURL(file).href)) as PrepareModule;
}

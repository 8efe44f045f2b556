// Where the browser tests (and the catalogue bench) find Chromium, in this order:
//   1. CHROMIUM_PATH, when set: that file or nothing (a wrong path is reported, not replaced);
//   2. `chromium` or `chromium-browser` on PATH (Debian's and Ubuntu's package);
//   3. the Chromium Playwright installs for this playwright-core version
//      (`npx playwright-core install chromium`: ~/.cache/ms-playwright, or
//      PLAYWRIGHT_BROWSERS_PATH), as `chromium.executablePath()` names it.
// Without one, the caller skips its browser steps by name with `reason`; it never fails.
import fs from 'node:fs';
import path from 'node:path';

export type ChromiumSource = 'CHROMIUM_PATH' | 'PATH' | 'playwright';

export type ChromiumLookup =
  { found: true; path: string; source: ChromiumSource } | { found: false; reason: string };

export interface ChromiumLookupOptions {
  /** CHROMIUM_PATH and PATH are read from here (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** True for an executable regular file (default: fs.accessSync with X_OK). */
  isExecutable?: (file: string) => boolean;
  /** Where Playwright keeps its Chromium (default: playwright-core's `chromium.executablePath()`). */
  playwrightChromium?: () => Promise<string | undefined>;
}

/** The names a system Chromium goes by on PATH. */
export const CHROMIUM_COMMANDS = ['chromium', 'chromium-browser'] as const;

export function isExecutableFile(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** playwright-core's own download location for its Chromium, or undefined without playwright-core. */
export async function playwrightChromiumPath(): Promise<string | undefined> {
  try {
    const { chromium } = await import('playwright-core');
    return chromium.executablePath() || undefined;
  } catch {
    return undefined;
  }
}

export async function findChromium(options: ChromiumLookupOptions = {}): Promise<ChromiumLookup> {
  const env = options.env ?? process.env;
  const isExecutable = options.isExecutable ?? isExecutableFile;
  const explicit = env.CHROMIUM_PATH;
  if (explicit) {
    return isExecutable(explicit)
      ? { found: true, path: explicit, source: 'CHROMIUM_PATH' }
      : { found: false, reason: `CHROMIUM_PATH=${explicit} is not an executable file` };
  }
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const dir of dirs) {
    for (const command of CHROMIUM_COMMANDS) {
      const file = path.join(dir, command);
      if (isExecutable(file)) return { found: true, path: file, source: 'PATH' };
    }
  }
  const installed = await (options.playwrightChromium ?? playwrightChromiumPath)();
  if (installed && isExecutable(installed)) {
    return { found: true, path: installed, source: 'playwright' };
  }
  return {
    found: false,
    reason:
      `no Chromium: CHROMIUM_PATH is unset, no ${CHROMIUM_COMMANDS.join(' or ')} on PATH, ` +
      (installed ? `none installed by Playwright at ${installed}` : 'no Playwright install') +
      ' (npx playwright-core install chromium, or apt-get install chromium)',
  };
}

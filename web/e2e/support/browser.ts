import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

// Browser specs run against a running gateway (which serves the storefront and the API).
// vitest.e2e.config.ts passes BASE_URL on as E2E_BASE_URL (Vitest overwrites BASE_URL).
function readBaseUrl(): string {
  const value = process.env.E2E_BASE_URL;
  if (!value || !/^https?:\/\//.test(value)) {
    throw new Error('BASE_URL must point at the running gateway, e.g. http://127.0.0.1:18080');
  }
  return value.replace(/\/$/, '');
}

export const baseUrl = readBaseUrl();
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A fresh, isolated browser profile (its own localStorage: signed out), 1280×800 unless
 * `options` say otherwise (a phone: `{ viewport, hasTouch: true, isMobile: true }`).
 */
export function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
}

/** Runs `steps` on a new page; on failure saves a screenshot under web/test-results/. */
export async function withPage(
  browser: Browser,
  name: string,
  steps: (page: Page, context: BrowserContext) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  try {
    await steps(page, context);
  } catch (error) {
    const dir = path.resolve(import.meta.dirname, '../../test-results');
    await mkdir(dir, { recursive: true });
    await page
      .screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
      .catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}

/** Waits until the page's path is `pathname` (query and hash ignored). */
export function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  return page.waitForURL((url) => url.pathname === pathname, { timeout });
}

export function uniqueEmail(prefix = 'e2e'): string {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return `${prefix}-${suffix}@example.com`;
}

/** A spec's own mark for the data it creates (titles, codes): unique per run. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
}

/** A toast's text in the storefront's notifications region. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status', { name: 'Notifications' }).getByText(text);

// What the console's browser tests share: the environment, one Chromium per test file, a
// fresh guest page per test (with a screenshot in test-results/ when the test fails), and
// the admin's sign-in on the storefront form. Not a test file itself (`*.e2e.ts` are).
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { z } from 'zod';

// BASE_URL arrives as E2E_BASE_URL (see vitest.e2e.config.ts).
export const env = z
  .object({
    E2E_BASE_URL: z.url(),
    ADMIN_EMAIL: z.string().min(1),
    ADMIN_PASSWORD: z.string().min(1),
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  })
  .parse(process.env);

export const baseUrl = env.E2E_BASE_URL.replace(/\/+$/, '');
const artifactsDir = new URL('../test-results/', import.meta.url);

/** Launches Chromium before the file's tests and closes it after; returns a getter. */
export function setUpBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: env.CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser has not started');
    return browser;
  };
}

/**
 * Runs `test` on a page of a fresh browser context (empty storage: a guest), then closes
 * the context. A failing test leaves a screenshot `test-results/<name>.png`.
 */
export async function withGuestPage(
  browser: Browser,
  name: string,
  test: (page: Page) => Promise<void>,
  viewport = { width: 1280, height: 800 },
): Promise<void> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    try {
      await test(page);
    } catch (error) {
      await mkdir(artifactsDir, { recursive: true });
      await page
        .screenshot({ path: new URL(`${name}.png`, artifactsDir).pathname, fullPage: true })
        .catch(() => undefined);
      throw error;
    }
  } finally {
    await context.close();
  }
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Signs the admin in on the storefront's sign-in page, starting from an /admin page. */
export async function signInAsAdmin(page: Page, adminPath = '/admin/dashboard'): Promise<void> {
  await page.goto(`${baseUrl}${adminPath}`);
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(env.ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(env.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === adminPath);
}

/**
 * The element is shown whole: its box inside the viewport and inside the nearest scroll
 * container of `tableSelector` (the table's body, which scrolls sideways on a tablet), and
 * it is the element a click at its centre reaches (nothing pinned over it).
 */
export async function expectUnclipped(
  page: Page,
  element: Locator,
  tableSelector: string,
): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error('the element has no box (hidden)');
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const within = (outer: { x: number; y: number; width: number; height: number }) =>
    box.x >= outer.x - 0.5 &&
    box.y >= outer.y - 0.5 &&
    box.x + box.width <= outer.x + outer.width + 0.5 &&
    box.y + box.height <= outer.y + outer.height + 0.5;
  if (!within({ x: 0, y: 0, width: viewport.width, height: viewport.height }))
    throw new Error(`clipped by the viewport: ${JSON.stringify(box)}`);
  const container = await page
    .locator(`${tableSelector} .ant-table-content, ${tableSelector} .ant-table-body`)
    .first()
    .boundingBox();
  if (container && !within(container))
    throw new Error(
      `clipped by the table: ${JSON.stringify(box)} outside ${JSON.stringify(container)}`,
    );
  const reached = await element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === node || node.contains(hit));
  });
  if (!reached) throw new Error('another element covers its centre');
}

// Browser tests of the content screens and the dashboard against the whole stack
// (docs/api-content.md): the admin adds a banner with an uploaded image and it is listed
// (and reaches the storefront's banner call), then deletes it; the admin sends a newsletter
// with a flyer to one selected subscriber and the mail catcher holds it, with its
// unsubscribe link; the dashboard, on a tablet, shows the four totals as the API counts them
// and draws all four charts.
// Run: BASE_URL=http://127.0.0.1:18080 MAIL_URL=http://127.0.0.1:11080 ADMIN_EMAIL=...
//   ADMIN_PASSWORD=... npm run test:e2e -w @boutique/admin-web
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, setUpBrowser, signInAsAdmin, withGuestPage } from './harness';
import { mailHeader, waitForMail } from './mail-catcher';
import {
  adminHeaders,
  makeProduct,
  newCustomer,
  newTag,
  nothingMade,
  placePaidOrder,
  post,
  removeMade,
} from './shop-fixtures';
import { gradientPng } from '@boutique/testing';

const browser = setUpBrowser();
const POLL = { timeout: 15_000 };
const TABLET = { width: 820, height: 1180 };

const uniqueTag = () => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

/** Picks a generated PNG in an image upload field and waits for the upload's answer. */
async function uploadImage(page: Page, field: Locator, name: string): Promise<void> {
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/upload/image') && r.request().method() === 'POST',
  );
  await field.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: gradientPng(900, 500),
  });
  const answer = await uploaded;
  expect(answer.status(), await answer.text()).toBe(201);
}

async function call(page: Page, method: string, path: string): Promise<Response> {
  return fetch(`${baseUrl}/api${path}`, { method, headers: await adminHeaders(page) });
}

describe('banners screen', () => {
  it('adds a banner with an uploaded image; it is listed, then deleted after confirming', async () => {
    const description = `E2E banner ${uniqueTag()}`;
    await withGuestPage(browser(), 'banners-add-delete', async (page) => {
      try {
        await signInAsAdmin(page, '/admin/banners');
        await page.getByRole('heading', { level: 1, name: 'Banners' }).waitFor();
        await page.getByRole('button', { name: 'Add Banner' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Banner' });
        await dialog.waitFor();
        const save = dialog.getByRole('button', { name: 'Add Banner' });
        expect(await save.isDisabled()).toBe(true);

        const image = dialog.getByRole('group', { name: 'Banner image' });
        await uploadImage(page, image, 'banner.png');
        const preview = image.getByRole('img', { name: 'Banner image' });
        await preview.waitFor();
        expect(await preview.getAttribute('src')).toMatch(/^\/media\/images\/[^/]+\/\d+\./);
        expect(await save.isDisabled()).toBe(true); // the description is still missing

        await dialog.getByLabel('Description', { exact: true }).fill(description);
        await expect.poll(() => save.isEnabled(), POLL).toBe(true);
        const added = page.waitForResponse(
          (r) => r.url().endsWith('/api/admin/banners/add') && r.request().method() === 'POST',
        );
        await save.click();
        const answer = await added;
        expect(answer.status(), await answer.text()).toBe(201);
        expect(answer.request().postDataJSON()).toMatchObject({
          description,
          image: expect.stringMatching(/^\/media\/images\//) as unknown,
        });
        await page.getByText('Banner added successfully').waitFor();
        await dialog.waitFor({ state: 'hidden' });

        const row = page
          .locator('.banners-table tbody tr.ant-table-row')
          .filter({ hasText: description });
        await expect.poll(() => row.count(), POLL).toBe(1);
        const thumb = row.getByRole('img', { name: `Banner: ${description}` });
        expect(await thumb.getAttribute('src')).toMatch(/\/media\/images\/[^/]+\/\d+\./);
        expect(await row.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);

        // The storefront's carousel call lists it too (the admin write dropped the cache).
        const shop = await fetch(`${baseUrl}/api/shop/banners/get`);
        const body = (await shop.json()) as { data: { description: string }[] };
        expect(body.data.map((b) => b.description)).toContain(description);

        await row.getByRole('button', { name: `Delete banner ${description}` }).click();
        const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await page.getByText('Banner deleted successfully').waitFor();
        await expect.poll(() => row.count(), POLL).toBe(0);
      } finally {
        try {
          const answer = await call(page, 'GET', '/admin/banners/get');
          const body = (await answer.json()) as {
            data: { _id?: string; id?: string; description: string }[];
          };
          for (const banner of body.data.filter((b) => b.description === description)) {
            await call(page, 'DELETE', `/admin/banners/delete/${banner.id ?? banner._id}`);
          }
        } catch {
          // nothing left, or the admin never signed in
        }
      }
    });
  });
});

describe('newsletters screen', () => {
  it('sends a newsletter with a flyer to a selected subscriber; the mail catcher holds it', async () => {
    const tag = uniqueTag();
    const email = `e2e-news-${tag}@example.com`;
    const text = `Festive weaves are here, newsletter ${tag}`;
    await post('/shop/newsletter/subscribe', { email }, {}, 201);

    await withGuestPage(browser(), 'newsletter-send', async (page) => {
      try {
        await signInAsAdmin(page, '/admin/newsletters');
        await page.getByRole('heading', { level: 1, name: 'Newsletters' }).waitFor();
        await page.getByRole('searchbox', { name: 'Search subscribers by email' }).fill(email);
        const row = page
          .locator('.subscribers-table tbody tr.ant-table-row')
          .filter({ hasText: email });
        await expect.poll(() => row.count(), POLL).toBe(1);
        await expect
          .poll(() => page.locator('.subscribers-table tbody tr.ant-table-row').count(), POLL)
          .toBe(1);

        // Nothing selected: the form says so and sends nothing.
        const send = page.getByRole('button', { name: 'Send Newsletter' });
        let sends = 0;
        page.on('request', (r) => {
          if (r.url().endsWith('/api/admin/newsletter/send')) sends += 1;
        });
        await send.click();
        await page
          .getByRole('alert')
          .filter({ hasText: 'Please select at least one subscriber.' })
          .waitFor();

        await row.getByRole('checkbox', { name: `Select ${email}` }).check();
        await page.getByText('1 subscriber selected', { exact: true }).waitFor();
        await send.click();
        await page.getByRole('alert').filter({ hasText: 'Please upload a flyer image.' }).waitFor();
        expect(sends).toBe(0);

        await page.getByLabel('Message', { exact: true }).fill(text);
        const flyer = page.getByRole('group', { name: 'Flyer image' });
        await uploadImage(page, flyer, 'flyer.png');
        await flyer.getByRole('img', { name: 'Flyer image' }).waitFor();

        const sent = page.waitForResponse(
          (r) => r.url().endsWith('/api/admin/newsletter/send') && r.request().method() === 'POST',
        );
        await send.click();
        const answer = await sent;
        expect(answer.status(), await answer.text()).toBe(202);
        const payload = answer.request().postDataJSON() as {
          emails: string[];
          flyer: string;
          message: string;
        };
        expect(payload.emails).toEqual([email]);
        expect(payload.message).toBe(text);
        expect(payload.flyer).toMatch(/^\/media\/images\//);
        await page.getByText('Newsletter sent successfully').waitFor();
        await page.getByText('0 subscribers selected', { exact: true }).waitFor();

        const mail = await waitForMail(
          email,
          (m) => `${m.text ?? ''}${m.html ?? ''}`.includes(tag),
          60_000,
        );
        expect(mail.subject).toMatch(/^News from /);
        expect(mail.html ?? '').toMatch(/<img\b/i);
        expect(await mailHeader(mail, 'List-Unsubscribe')).toMatch(
          /^<https?:\/\/[^>]+\/api\/shop\/newsletter\/unsubscribe\/[^>\s]+>$/,
        );
        expect(await mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      } finally {
        await call(page, 'DELETE', `/admin/newsletter/unsubscribe/${encodeURIComponent(email)}`)
          .then(() => undefined)
          .catch(() => undefined);
      }
    });
  }, 120_000);
});

describe('dashboard', () => {
  it('shows the four totals as the API counts them and draws all four charts, on a tablet', async () => {
    const tag = newTag();
    const customer = newCustomer(
      `E2E Dashboard Buyer ${tag}`,
      `e2e-dashboard-${tag.toLowerCase()}`,
    );
    const made = nothingMade();

    await withGuestPage(
      browser(),
      'dashboard-charts',
      async (page) => {
        try {
          await signInAsAdmin(page, '/admin/dashboard');
          const headers = await adminHeaders(page);

          // Something to chart: a category, a product in stock, and a paid order of it.
          const productId = await makeProduct(headers, made, {
            tag,
            madeBy: 'dashboard test',
            title: `E2E Dashboard Saree ${tag}`,
            productCode: `E2E-D-${tag}`,
            price: 2000,
            stock: 4,
          });
          await placePaidOrder(customer, productId);

          await page.reload();
          await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

          // The four cards show the API's figures, rupees grouped the Indian way.
          const summary = (await (await call(page, 'GET', '/admin/dashboard/summary')).json()) as {
            data: Record<'totalSales' | 'totalOrders' | 'totalProducts' | 'totalUsers', number>;
          };
          const rupees = new Intl.NumberFormat('en-IN', {
            style: 'currency',
            currency: 'INR',
            minimumFractionDigits: 2,
          });
          const counts = new Intl.NumberFormat('en-IN');
          expect(summary.data.totalOrders).toBeGreaterThan(0);
          const expected = {
            totalSales: rupees.format(summary.data.totalSales),
            totalOrders: counts.format(summary.data.totalOrders),
            totalProducts: counts.format(summary.data.totalProducts),
            totalUsers: counts.format(summary.data.totalUsers),
          };
          for (const [key, figure] of Object.entries(expected)) {
            const card = page.locator(`.dashboard-summary__${key}`);
            await expect.poll(() => card.textContent(), POLL).toContain(figure);
          }
          await expect
            .poll(() => page.locator('.dashboard-summary').textContent(), POLL)
            .toMatch(/Total Sales.*Total Orders.*Total Products.*Total Users/s);

          // Each chart: a canvas of non-zero size, and a caption saying its key figures.
          const charts = [
            ['Monthly Sales', /Monthly sales, \d{4} against \d{4}\./],
            ['Order Status', /Paid orders by status, [\d,]+ orders? in all/],
            ['Products per Category', new RegExp(`E2E Category ${tag} 1\\b`)],
            ['Stock Status', /In stock [\d,]+ products?/],
          ] as const;
          for (const [title, caption] of charts) {
            const figure = page.getByRole('figure', { name: title });
            await figure.waitFor(POLL);
            const canvas = figure.locator('.dashboard-chart__canvas canvas').first();
            await canvas.waitFor(POLL);
            await expect
              .poll(async () => {
                const box = await canvas.boundingBox();
                return box !== null && box.width > 50 && box.height > 50;
              }, POLL)
              .toBe(true);
            expect(await figure.locator('figcaption').textContent()).toMatch(caption);
          }
        } finally {
          // The product and category this test made (its customer is left).
          await removeMade(page, made);
        }
      },
      TABLET,
    );
  }, 120_000);
});

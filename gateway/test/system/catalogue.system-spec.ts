// System spec: the catalogue and media through the whole stack (gateway, catalogue,
// content, identity), everything through the gateway's public URL.
// Env: BASE_URL (gateway), ADMIN_EMAIL, ADMIN_PASSWORD.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { httpClient, str, type Json } from '../fixtures/http.js';
import { gradientPng } from '@boutique/testing';

const BASE_URL = process.env.BASE_URL?.replace(/\/$/, '');
const ADMIN_EMAIL = process.env.ADMIN_EMAIL;
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD;

const http = httpClient(() => BASE_URL ?? '');
const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`.toUpperCase();

async function upload(
  kind: 'image' | 'video',
  bytes: Buffer,
  filename: string,
  type: string,
  token?: string,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${BASE_URL}/api/admin/upload/${kind}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const json = (await response.json().catch(() => ({}))) as Json;
  return { status: response.status, json };
}

const skip = !BASE_URL
  ? 'BASE_URL is not set (run through npm test, which starts the stack)'
  : !(ADMIN_EMAIL && ADMIN_PASSWORD) && 'ADMIN_EMAIL/ADMIN_PASSWORD not set';

describe('catalogue and media through the gateway (system)', { skip }, () => {
  let admin = '';
  let customer = '';
  const created: string[] = [];

  before(async () => {
    const login = await http.post('/api/auth/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    assert.equal(login.status, 200, login.text);
    admin = str(login.json.accessToken);
    const email = `shopper-${unique().toLowerCase()}@example.com`;
    const password = `Pw-${randomBytes(6).toString('hex')}`;
    const register = await http.post('/api/auth/register', {
      userName: 'Catalogue Shopper',
      email,
      password,
    });
    assert.equal(register.status, 201, register.text);
    const customerLogin = await http.post('/api/auth/login', { email, password });
    customer = str(customerLogin.json.accessToken);
  });

  after(async () => {
    for (const id of created) await http.del(`/api/admin/products/delete/${id}`, { token: admin });
  });

  describe('uploads: the type comes from the bytes', () => {
    it('takes a PNG sent as flyer.pdf as a PNG and serves the re-encoded files', async () => {
      const answer = await upload(
        'image',
        gradientPng(400, 300),
        'flyer.pdf',
        'application/pdf',
        admin,
      );
      assert.equal(answer.status, 201, JSON.stringify(answer.json));
      const file = answer.json.data;
      assert.equal(str(file.sourceFormat), 'png');
      assert.match(str(file.url), /^\/media\/images\/[0-9a-f-]+\/400\.jpg$/);
      const jpeg = await fetch(`${BASE_URL}${str(file.url)}`);
      assert.equal(jpeg.status, 200);
      assert.equal(jpeg.headers.get('content-type'), 'image/jpeg');
      const bytes = Buffer.from(await jpeg.arrayBuffer());
      assert.deepEqual([...bytes.subarray(0, 3)], [0xff, 0xd8, 0xff], 'a JPEG');
      const avif = await fetch(`${BASE_URL}${str(file.url).replace(/\.jpg$/, '.avif')}`);
      assert.equal(avif.status, 200);
      assert.equal(avif.headers.get('content-type'), 'image/avif');
    });

    it('refuses an HTML page sent as photo.jpg', async () => {
      const html = Buffer.from(
        '<!doctype html><html><body><script>alert(1)</script></body></html>',
      );
      const answer = await upload('image', html, 'photo.jpg', 'image/jpeg', admin);
      assert.equal(answer.status, 415);
      assert.equal(str(answer.json.message), 'Unsupported file format');
    });

    it('turns an SVG with a script into a raster that carries no script', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">' +
          '<script>alert("x")</script><rect width="300" height="200" fill="#7b1e2b"/></svg>',
      );
      const answer = await upload('image', svg, 'logo.svg', 'image/svg+xml', admin);
      assert.equal(answer.status, 201, JSON.stringify(answer.json));
      assert.equal(str(answer.json.data.sourceFormat), 'svg');
      const url = str(answer.json.data.url);
      assert.doesNotMatch(url, /\.svg$/);
      const served = Buffer.from(await (await fetch(`${BASE_URL}${url}`)).arrayBuffer());
      assert.ok(!served.includes('<script'), 'no script in the served file');
      assert.ok(!served.includes('<svg'), 'not an SVG');
    });

    it('refuses a 2 MB image with the user-facing message, and nothing but an admin may upload', async () => {
      const big = Buffer.concat([gradientPng(8, 8), randomBytes(2 * 1024 * 1024)]);
      const tooLarge = await upload('image', big, 'big.png', 'image/png', admin);
      assert.equal(tooLarge.status, 413);
      assert.equal(str(tooLarge.json.message), 'File too large, file size exceeds 1MB limit');

      const asCustomer = await upload('image', gradientPng(40, 30), 'a.png', 'image/png', customer);
      assert.equal(asCustomer.status, 403);
      assert.equal(str(asCustomer.json.message), 'Access denied');
      const asGuest = await upload('image', gradientPng(40, 30), 'a.png', 'image/png');
      assert.equal(asGuest.status, 401);
    });
  });

  describe('products', () => {
    it('shows an admin edit on the storefront within a second, and finds it by code and typo', async () => {
      const categories = await http.get('/api/shop/categories/get');
      const organza = (categories.json.data as unknown as Json[]).find(
        (c) => str(c.slug) === 'organza-sarees',
      );
      assert.ok(organza, 'the seeded Organza category exists');
      const image = await upload('image', gradientPng(640, 480), 'saree.png', 'image/png', admin);
      const code = `SYS${unique()}`;
      const body = {
        title: 'Moonlight Organza Saree',
        secondTitle: 'Silver zari border',
        productCode: code,
        description: 'Fabric: Pure organza\nWork: Zari border',
        category: str(organza.id),
        price: 2499,
        salePrice: 1999,
        isNewArrival: true,
        image: [str(image.json.data.url)],
        colors: [
          { title: 'Ivory', inventory: 4, image: str(image.json.data.url) },
          { title: 'Rani Pink', inventory: 0, image: '' },
        ],
      };
      const add = await http.post('/api/admin/products/add', body, { token: admin });
      assert.equal(add.status, 201, add.text);
      const id = str(add.json.data.id);
      created.push(id);
      assert.equal(add.json.data.totalStock, 4);

      const first = await http.get(`/api/shop/products/get/${id}`);
      assert.equal(first.json.data.salePrice, 1999);
      await http.get(`/api/shop/products/get/${id}`); // now served from the gateway's cache

      const colours = add.json.data.colors as unknown as Json[];
      const edit = await http.put(
        `/api/admin/products/edit/${id}`,
        {
          ...body,
          salePrice: 1899,
          colors: colours.map((c) => ({
            _id: str(c._id),
            title: str(c.title),
            inventory: c.inventory,
            baseInventory: c.inventory,
            image: c.image,
          })),
        },
        { token: admin },
      );
      assert.equal(edit.status, 200, edit.text);
      const deadline = Date.now() + 1_000;
      let seen = 0;
      while (Date.now() < deadline) {
        const again = await http.get(`/api/shop/products/get/${id}`);
        seen = again.json.data.salePrice as unknown as number;
        if (seen === 1899) break;
        await sleep(50);
      }
      assert.equal(seen, 1899, 'the storefront shows the new sale price within one second');

      const byCode = await http.get(`/api/shop/search/${code.toLowerCase()}`);
      assert.equal(str((byCode.json.data as unknown as Json[])[0]?.id), id, 'exact code first');
      const byTypo = await http.get('/api/shop/search/moonligt');
      assert.ok(
        (byTypo.json.data as unknown as Json[]).some((p) => str(p.id) === id),
        'a typo still finds it',
      );

      const listing = await http.get(
        '/api/shop/products/get?category=organza-sarees&price=1000-2000&colorOutOfStock=true&sortBy=price-hightolow',
      );
      assert.equal(listing.status, 200);
      assert.ok(
        (listing.json.data as unknown as Json[]).some((p) => str(p.id) === id),
        'the bucket and colour-out-of-stock filters find it',
      );
    });
  });
});

import type { APIRequestContext, Browser } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { baseUrl } from './browser';

// The catalogue data a browser test owns: created through the admin REST API of the running
// stack (docs/api-catalogue.md) with the bootstrap admin's token, removed afterwards.

type Envelope<T> = { success?: boolean; message?: string; data?: T };
export type CreatedCategory = { id: string; slug: string; name: string };
export type CreatedProduct = { id: string; title: string; productCode: string };

export type ProductInput = {
  title: string;
  secondTitle?: string;
  productCode: string;
  description: string;
  category: string;
  price: number;
  salePrice?: number;
  totalStock?: number;
  isNewArrival?: boolean;
  isFeatured?: boolean;
  image?: string[];
  colors?: { title: string; inventory: number; image?: string }[];
  isWatchAndBuy?: boolean;
  video?: string;
};

function adminCredentials() {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must name the bootstrap admin');
  }
  return { email, password };
}

async function read<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  const text = await response.text();
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${text}`);
  const body = JSON.parse(text) as Envelope<T>;
  if (!body.data) throw new Error(`${what}: no data in ${text}`);
  return body.data;
}

function idOf(value: { id?: string; _id?: string }): string {
  const id = value.id ?? value._id;
  if (!id) throw new Error(`no id in ${JSON.stringify(value)}`);
  return id;
}

export type CatalogueAdmin = Awaited<ReturnType<typeof catalogueAdmin>>;

/** Signs the admin in through the API and offers the calls the tests need. */
export async function catalogueAdmin() {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const login = await api.post('/api/auth/login', { data: adminCredentials() });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  const categories: string[] = [];
  const products: string[] = [];

  return {
    async createCategory(name: string, description: string): Promise<CreatedCategory> {
      const data = await read<{ id?: string; _id?: string; slug: string; name: string }>(
        await api.post('/api/admin/categories/add', {
          headers,
          data: { name, description, image: '' },
        }),
        `add category ${name}`,
      );
      const id = idOf(data);
      categories.push(id);
      return { id, slug: data.slug, name: data.name };
    },

    async createProduct(input: ProductInput): Promise<CreatedProduct> {
      const data = await read<{ id?: string; _id?: string; title: string; productCode: string }>(
        await api.post('/api/admin/products/add', {
          headers,
          data: {
            secondTitle: '',
            salePrice: 0,
            totalStock: 0,
            isNewArrival: false,
            isFeatured: false,
            isWatchAndBuy: false,
            image: [],
            colors: [],
            video: '',
            ...input,
          },
        }),
        `add product ${input.productCode}`,
      );
      const id = idOf(data);
      products.push(id);
      return { id, title: data.title, productCode: data.productCode };
    },

    /**
     * The shop sells units meanwhile: one colour of a product gets `inventory` units (the
     * admin's edit, every other field as it is; the colours keep their ids, so carts keep
     * their lines).
     */
    async setColourInventory(productId: string, colourTitle: string, inventory: number) {
      const product = await read<Record<string, unknown>>(
        await api.get(`/api/shop/products/get/${productId}`),
        `read product ${productId}`,
      );
      const fields = [
        'title',
        'secondTitle',
        'productCode',
        'description',
        'category',
        'price',
        'salePrice',
        'totalStock',
        'isNewArrival',
        'isFeatured',
        'isWatchAndBuy',
        'image',
        'video',
      ];
      const data: Record<string, unknown> = Object.fromEntries(
        fields.filter((field) => product[field] !== undefined).map((f) => [f, product[f]]),
      );
      data.colors = (product.colors as Record<string, unknown>[]).map((colour) => ({
        _id: colour._id ?? colour.id,
        title: colour.title,
        image: colour.image ?? '',
        inventory: colour.title === colourTitle ? inventory : colour.inventory,
      }));
      await read(
        await api.put(`/api/admin/products/edit/${productId}`, { headers, data }),
        `edit product ${productId}`,
      );
    },

    /** Uploads a JPEG drawn by the browser (so the gateway stores real image widths). */
    async uploadImage(browser: Browser, label: string): Promise<string> {
      const page = await browser.newPage();
      try {
        const dataUrl = await page.evaluate((text) => {
          const canvas = document.createElement('canvas');
          canvas.width = 1024;
          canvas.height = 1365;
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d canvas');
          const gradient = context.createLinearGradient(0, 0, 1024, 1365);
          gradient.addColorStop(0, '#5b1a2b');
          gradient.addColorStop(1, '#c9a227');
          context.fillStyle = gradient;
          context.fillRect(0, 0, 1024, 1365);
          context.fillStyle = '#fbf7ef';
          context.font = 'bold 96px serif';
          context.fillText(text, 80, 680);
          return canvas.toDataURL('image/jpeg', 0.8);
        }, label);
        const buffer = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
        const data = await read<{ url: string }>(
          await api.post('/api/admin/upload/image', {
            headers,
            multipart: { file: { name: `${label}.jpg`, mimeType: 'image/jpeg', buffer } },
          }),
          'upload image',
        );
        return data.url;
      } finally {
        await page.close();
      }
    },

    /** Uploads a short WebM recorded by the browser from a canvas (a real, playable video). */
    async uploadVideo(browser: Browser): Promise<string> {
      const page = await browser.newPage();
      try {
        const dataUrl = await page.evaluate(async () => {
          const canvas = document.createElement('canvas');
          canvas.width = 180;
          canvas.height = 320;
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d canvas');
          const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
          const chunks: Blob[] = [];
          recorder.ondataavailable = (event) => chunks.push(event.data);
          const stopped = new Promise((resolve) => (recorder.onstop = resolve));
          recorder.start();
          for (let frame = 0; frame < 15; frame += 1) {
            context.fillStyle = frame % 2 ? '#5b1a2b' : '#c9a227';
            context.fillRect(0, 0, 180, 320);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          recorder.stop();
          await stopped;
          const blob = new Blob(chunks, { type: 'video/webm' });
          return new Promise<string>((resolve) => {
            const reader = new FileReader();
            reader.onload = () => resolve(reader.result as string);
            reader.readAsDataURL(blob);
          });
        });
        const buffer = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
        const data = await read<{ url: string }>(
          await api.post('/api/admin/upload/video', {
            headers,
            multipart: { file: { name: 'reel.webm', mimeType: 'video/webm', buffer } },
          }),
          'upload video',
        );
        return data.url;
      } finally {
        await page.close();
      }
    },

    /** Deletes what this admin created (products first: a category with products stays). */
    async cleanUp() {
      for (const id of products.splice(0)) {
        await api.delete(`/api/admin/products/delete/${id}`, { headers }).catch(() => undefined);
      }
      for (const id of categories.splice(0)) {
        await api.delete(`/api/admin/categories/delete/${id}`, { headers }).catch(() => undefined);
      }
      await api.dispose();
    },
  };
}

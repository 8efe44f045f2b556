// The products screen against a fake gateway: fetch (the API) and XMLHttpRequest (uploads)
// are stubbed at the network edge and answer from in-memory products and categories.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubGateway, type FakeReply, type SeenRequest } from '../../../test/fake-gateway';
import { renderRoute } from '../../../test/render-route';
import { ProductListPage } from './product-list-page';

vi.mock('../../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

const categories = [
  { _id: 'c1', id: 'c1', name: 'Organza', slug: 'organza-sarees' },
  { _id: 'c2', id: 'c2', name: 'Tussars', slug: 'tussar-sarees' },
];

const storedProduct = (overrides: Record<string, unknown>) => ({
  _id: 'p0',
  id: 'p0',
  title: 'Saree',
  secondTitle: '',
  productCode: '',
  description: 'Soft',
  category: 'c1',
  categoryName: 'Organza',
  isNewArrival: false,
  isFeatured: false,
  isWatchAndBuy: false,
  noReturns: false,
  price: 1000,
  salePrice: 0,
  totalStock: 20,
  averageReview: 0,
  reviewCount: 0,
  image: [],
  colors: [],
  video: '',
  ...overrides,
});

let products: ReturnType<typeof storedProduct>[];
let seen: SeenRequest[];
let override: (request: SeenRequest) => FakeReply | undefined;

function fakeGateway(request: SeenRequest): FakeReply {
  const special = override(request);
  if (special) return special;
  const { method, path, query } = request;
  if (method === 'GET' && path === '/api/admin/categories/get') {
    return { status: 200, body: { success: true, data: categories } };
  }
  if (method === 'GET' && path === '/api/admin/products/get') {
    const search = (query.get('search') ?? '').toLowerCase();
    const matching = products.filter((p) => p.title.toLowerCase().includes(search));
    return { status: 200, body: { success: true, data: matching, total: matching.length } };
  }
  if (method === 'POST' && path === '/api/admin/products/add') {
    const body = request.body as Record<string, unknown>;
    const created = storedProduct({ ...body, _id: 'p-new', id: 'p-new' });
    products.push(created);
    return {
      status: 201,
      body: { success: true, message: 'Product added successfully', data: created },
    };
  }
  const edit = /^\/api\/admin\/products\/edit\/(.+)$/.exec(path);
  if (method === 'PUT' && edit) {
    return { status: 200, body: { success: true, message: 'Product updated successfully' } };
  }
  const remove = /^\/api\/admin\/products\/delete\/(.+)$/.exec(path);
  if (method === 'DELETE' && remove) {
    products = products.filter((p) => p.id !== remove[1]);
    return { status: 200, body: { success: true, message: 'Product deleted successfully' } };
  }
  throw new Error(`unexpected ${method} ${path}`);
}

/** Uploads in flight; a test answers them with `finishUploads`. */
let uploads: FakeXhr[];

class FakeXhr {
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.body = body;
    uploads.push(this);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

async function finishUploads(
  answer: (xhr: FakeXhr, index: number) => { status: number; body: unknown },
) {
  await act(async () => {
    const pending = uploads.splice(0);
    pending.forEach((xhr, index) => {
      const { status, body } = answer(xhr, index);
      xhr.answer(status, body);
    });
    await Promise.resolve();
  });
}

beforeEach(() => {
  products = [
    storedProduct({
      _id: 'p1',
      id: 'p1',
      title: 'Kora Organza Saree',
      productCode: 'KO-101',
      price: 2499,
      salePrice: 1999.5,
      totalStock: 7,
      isNewArrival: true,
      image: ['/media/images/img1/1024.jpg'],
      colors: [
        { _id: 'k1', id: 'k1', title: 'Red', inventory: 0, image: '' },
        { _id: 'k2', id: 'k2', title: 'Blue', inventory: 3, image: '' },
        { _id: 'k3', id: 'k3', title: 'Gold', inventory: 4, image: '' },
      ],
    }),
    storedProduct({
      _id: 'p2',
      id: 'p2',
      title: 'Tussar Silk Saree',
      productCode: 'TS-7',
      category: 'c2',
      categoryName: 'Tussars',
      price: 149999,
      totalStock: 0,
      // Beaded work: the owner flagged it "Not returnable".
      noReturns: true,
    }),
  ];
  uploads = [];
  override = () => undefined;
  window.localStorage.setItem('accessToken', 'a-token');
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  seen = stubGateway(fakeGateway);
});

function renderPage(path = '/products') {
  return renderRoute('/products', <ProductListPage />, path);
}

const productCalls = () =>
  seen.filter((r) => r.method === 'GET' && r.path === '/api/admin/products/get');

async function findCard(title: string): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: 'Products' });
  const heading = await within(list).findByRole('heading', { name: title });
  const card = heading.closest('li');
  if (!card) throw new Error(`no card for ${title}`);
  return card;
}

function drawer(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.product-drawer');
  if (!found) throw new Error('no drawer');
  return found;
}

async function openAddDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add New Product' }));
  await waitFor(() => expect(drawer().textContent).toContain('Add New Product'));
  return drawer();
}

async function chooseCategory(name: string) {
  const combobox = within(drawer()).getByRole('combobox', { name: 'Category' });
  fireEvent.mouseDown(combobox);
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-dropdown .ant-select-item-option[title="${name}"]`,
    );
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  fireEvent.click(option);
}

function setField(container: HTMLElement, label: string, value: string) {
  fireEvent.change(within(container).getByLabelText(label, { exact: true }), { target: { value } });
}

async function fillRequired(container: HTMLElement) {
  setField(container, 'Title', 'Mul Cotton Saree');
  setField(container, 'Product code', 'MC-55');
  setField(container, 'Description', 'Fabric: mul cotton');
  setField(container, 'Price (₹)', '1299.5');
  await chooseCategory('Tussars');
}

/** Picks files in a group's file input (looked up afresh: rc-upload replaces it after each pick). */
function pickFiles(group: HTMLElement, ...files: File[]) {
  const input = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

const submitButton = (name: string) => within(drawer()).getByRole('button', { name });

describe('the products grid', { timeout: 60_000 }, () => {
  it('shows cards with image variant, price in rupees, badges and colour chips', async () => {
    renderPage();
    const kora = await findCard('Kora Organza Saree');
    expect(within(kora).getByText('KO-101')).toBeTruthy();
    expect(kora.textContent).toContain('₹1,999.50');
    expect(kora.textContent).toContain('₹2,499');
    expect(within(kora).getByText('Only 7 left')).toBeTruthy();
    expect(within(kora).getByText('New Arrival')).toBeTruthy();
    const img = within(kora).getByRole('img', { name: 'Kora Organza Saree' });
    expect(img.getAttribute('src')).toBe('/media/images/img1/640.jpg');
    expect(img.getAttribute('srcset')).toContain('/media/images/img1/320.jpg 320w');

    const chips = within(
      within(kora).getByRole('list', { name: 'Colours of Kora Organza Saree' }),
    ).getAllByRole('listitem');
    const chipClass = (i: number) => chips[i]!.querySelector('.ant-tag')!.className;
    expect(chipClass(0)).toContain('red');
    expect(chipClass(1)).toContain('orange');
    expect(chipClass(2)).toContain('orange');
    expect(chips[0]!.textContent).toContain('out of stock');

    const tussar = await findCard('Tussar Silk Saree');
    expect(tussar.textContent).toContain('₹1,49,999');
    expect(within(tussar).getByText('Out Of Stock')).toBeTruthy();
    expect(screen.getByText('Total: 2 products')).toBeTruthy();
    expect(productCalls()[0]?.authorization).toBe('Bearer a-token');
  });

  it('searches by name on the server once typing stops, and filters by one choice', async () => {
    const router = renderPage();
    await findCard('Kora Organza Saree');
    // Typed without pauses between keys: the word is complete before the debounce can end,
    // however slow the machine.
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search products by name' }), 'kora');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Tussar Silk Saree' })).toBeNull(),
    );
    expect(productCalls().map((r) => r.query.get('search'))).toEqual([null, 'kora']);
    expect(router.state.location.search).toBe('?search=kora');

    await act(() => router.navigate('/products?filter=outOfStock'));
    await waitFor(() => expect(productCalls().at(-1)?.query.get('filter')).toBe('outOfStock'));
    await act(() => router.navigate('/products?filter=category:c2'));
    await waitFor(() => expect(productCalls().at(-1)?.query.get('category')).toBe('c2'));
    expect(productCalls().at(-1)?.query.has('filter')).toBe(false);
  });

  it('shows a table with paging next to the cards, and remembers the choice', async () => {
    // The server holds 30 products, 24 a page (the fake answers its two on every page).
    override = (r) =>
      r.method === 'GET' && r.path === '/api/admin/products/get'
        ? { status: 200, body: { success: true, data: products, total: 30 } }
        : undefined;
    renderPage();
    await findCard('Kora Organza Saree');
    const viewSwitch = document.querySelector<HTMLElement>('[aria-label="Show products as"]');
    fireEvent.click(within(viewSwitch as HTMLElement).getByText('Table'));

    const table = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.products-table table');
      if (!found) throw new Error('no table');
      return found;
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Image', 'Title', 'Category', 'Price', 'Sale Price', 'Stock', 'Actions']);
    const kora = within(table).getByText('Kora Organza Saree').closest('tr') as HTMLElement;
    expect(within(kora).getByRole('img', { name: 'Kora Organza Saree' })).toBeTruthy();
    expect(kora.textContent).toContain('KO-101');
    expect(kora.textContent).toContain('₹2,499');
    expect(kora.textContent).toContain('₹1,999.50');
    expect(kora.textContent).toContain('7 (Only 7 left)');
    expect(within(kora).getByRole('button', { name: 'Edit Kora Organza Saree' })).toBeTruthy();
    expect(within(kora).getByRole('button', { name: 'Delete Kora Organza Saree' })).toBeTruthy();
    // No cards meanwhile.
    expect(document.querySelector('.product-card')).toBeNull();

    // Pages like the other tables: the second page is asked of the server.
    fireEvent.click(within(table.closest('.products-table') as HTMLElement).getByTitle('2'));
    await waitFor(() => expect(productCalls().at(-1)?.query.get('page')).toBe('2'));

    // The choice is remembered: the screen opens as a table next time.
    cleanup();
    renderPage();
    await waitFor(() => expect(document.querySelector('.products-table table')).toBeTruthy());
    window.localStorage.removeItem('admin.products.view');
  });

  it('deletes a product after "Confirm Delete"', async () => {
    renderPage();
    const card = await findCard('Tussar Silk Saree');
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Tussar Silk Saree' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Confirm Delete');
    expect(dialog.textContent).toContain('Are you sure you want to delete this item?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeTruthy();
    expect(seen.find((r) => r.method === 'DELETE')?.path).toBe('/api/admin/products/delete/p2');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Tussar Silk Saree' })).toBeNull(),
    );
  });

  it('says why a delete failed', async () => {
    override = (r) =>
      r.method === 'DELETE'
        ? { status: 404, body: { success: false, message: 'Product not found' } }
        : undefined;
    renderPage();
    const card = await findCard('Tussar Silk Saree');
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Tussar Silk Saree' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete product')).toBeTruthy();
    expect(screen.getByText('Product not found')).toBeTruthy();
  });
});

describe('adding a product', { timeout: 60_000 }, () => {
  it('keeps Submit disabled until the required fields are filled, then adds it', async () => {
    renderPage();
    const panel = await openAddDrawer();
    const submit = submitButton('Add Product');
    expect(submit).toHaveProperty('disabled', true);
    expect(panel.textContent).toContain(
      'Still needed: title, description, category, price, total stock.',
    );

    await fillRequired(panel);
    expect(submit).toHaveProperty('disabled', true); // total stock still missing
    setField(panel, 'Total stock', '12');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));

    fireEvent.click(submit);
    expect(await screen.findByText('Product added successfully')).toBeTruthy();
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      title: 'Mul Cotton Saree',
      secondTitle: '',
      productCode: 'MC-55',
      description: 'Fabric: mul cotton',
      category: 'c2',
      isNewArrival: false,
      isFeatured: false,
      isWatchAndBuy: false,
      noReturns: false,
      price: 1299.5,
      salePrice: 0,
      totalStock: 12,
      image: [],
      video: '',
      colors: [],
    });
    await findCard('Mul Cotton Saree');
  });

  it('derives the total stock from colours and sends them', async () => {
    renderPage();
    const panel = await openAddDrawer();
    await fillRequired(panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Add colour' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Add colour' }));
    const first = within(panel).getByRole('group', { name: 'Colour 1' });
    const second = within(panel).getByRole('group', { name: 'Colour 2' });
    setField(first, 'Colour title', 'Red');
    setField(first, 'Inventory', '3');
    setField(second, 'Colour title', 'Green');
    setField(second, 'Inventory', '5');

    await waitFor(() =>
      expect(within(panel).getByLabelText('Total stock')).toHaveProperty('value', '8'),
    );
    const total = within(panel).getByLabelText('Total stock');
    expect(total.id).toBe('product_totalStockDerived');
    expect(total.hasAttribute('readonly')).toBe(true);
    const submit = submitButton('Add Product');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Product added successfully')).toBeTruthy();
    const body = seen.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
    expect(body.totalStock).toBe(8);
    expect(body.colors).toEqual([
      { title: 'Red', inventory: 3, image: '' },
      { title: 'Green', inventory: 5, image: '' },
    ]);
  });

  it('sends noReturns when "Not returnable" is ticked, beside the other flags', async () => {
    renderPage();
    const panel = await openAddDrawer();
    await fillRequired(panel);
    setField(panel, 'Total stock', '2');
    const flags = panel.querySelector<HTMLElement>('.product-form__switches');
    if (!flags) throw new Error('no flags');
    const notReturnable = within(flags).getByRole('checkbox', {
      name: /Not returnable \(e\.g\. beaded or sequined work\)/,
    });
    expect(notReturnable).toHaveProperty('checked', false);
    fireEvent.click(notReturnable);
    await waitFor(() => expect(notReturnable).toHaveProperty('checked', true));
    const submit = submitButton('Add Product');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Product added successfully')).toBeTruthy();
    const body = seen.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
    expect(body.noReturns).toBe(true);
  });

  it("shows the server's refusal, or that the server is unreachable, and keeps the drawer", async () => {
    override = (r) =>
      r.method === 'POST'
        ? {
            status: 409,
            body: { success: false, message: 'Product code is already used by another product' },
          }
        : undefined;
    renderPage();
    const panel = await openAddDrawer();
    await fillRequired(panel);
    setField(panel, 'Total stock', '1');
    const submit = submitButton('Add Product');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Failed to add product')).toBeTruthy();
    expect(screen.getByText('Product code is already used by another product')).toBeTruthy();

    override = (r) => (r.method === 'POST' ? 'network-error' : undefined);
    fireEvent.click(submit);
    expect(await screen.findByText('Network error or server is unavailable')).toBeTruthy();
    expect(drawer().textContent).toContain('Add New Product');
  });

  it('uploads images with the token, refuses wrong files, and waits for uploads before Submit', async () => {
    renderPage();
    const panel = await openAddDrawer();
    await fillRequired(panel);
    setField(panel, 'Total stock', '4');
    const group = within(panel).getByRole('group', { name: 'Product images' });

    pickFiles(group, new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Unsupported file format or File too large')).toBeTruthy();
    pickFiles(group, new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getAllByText('Unsupported file format or File too large')).toHaveLength(2),
    );
    expect(uploads).toHaveLength(0);

    pickFiles(
      group,
      new File(['a'], 'one.png', { type: 'image/png' }),
      new File(['b'], 'two.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[0]?.url).toBe('/api/admin/upload/image');
    expect(uploads[0]?.headers.Authorization).toBe('Bearer a-token');
    expect(uploads[0]?.body?.get('file')).toBeInstanceOf(File);
    const submit = submitButton('Add Product');
    await waitFor(() =>
      expect(within(panel).getByText('Wait for the uploads to finish.')).toBeTruthy(),
    );
    expect(submit).toHaveProperty('disabled', true);
    expect(within(group).getByRole('progressbar', { name: 'Uploading one.png' })).toBeTruthy();

    await finishUploads((_xhr, i) => ({
      status: 201,
      body: {
        success: true,
        data: { id: `m${i}`, url: `/media/images/m${i}/1024.jpg`, kind: 'image' },
      },
    }));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    // Reorder: the second image becomes the main one.
    fireEvent.click(within(group).getByRole('button', { name: 'Move Product images 2 earlier' }));
    fireEvent.click(submit);
    expect(await screen.findByText('Product added successfully')).toBeTruthy();
    const body = seen.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
    expect(body.image).toEqual(['/media/images/m1/1024.jpg', '/media/images/m0/1024.jpg']);
  });

  it("shows the server's upload refusal and adds nothing", async () => {
    renderPage();
    const panel = await openAddDrawer();
    const group = within(panel).getByRole('group', { name: 'Product images' });
    pickFiles(group, new File(['x'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    await finishUploads(() => ({
      status: 415,
      body: { success: false, message: 'Unsupported file format' },
    }));
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(screen.getByText('Unsupported file format')).toBeTruthy();
    expect(within(group).queryByRole('list')).toBeNull();
  });

  it('needs an uploaded video for Watch and Buy', async () => {
    renderPage();
    const panel = await openAddDrawer();
    await fillRequired(panel);
    setField(panel, 'Total stock', '4');
    const submit = submitButton('Add Product');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(within(panel).getByRole('switch', { name: 'Watch and Buy' }));
    await waitFor(() => expect(submit).toHaveProperty('disabled', true));
    expect(panel.textContent).toContain('Still needed: video.');

    const group = within(panel).getByRole('group', { name: 'Product video' });
    pickFiles(
      group,
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.mp4', { type: 'video/mp4' }),
    );
    expect(await screen.findByText('File size exceeds 10MB limit')).toBeTruthy();
    pickFiles(group, new File(['v'], 'clip.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.url).toBe('/api/admin/upload/video');
    await finishUploads(() => ({
      status: 201,
      body: { success: true, data: { id: 'v1', url: '/media/videos/v1/video.mp4', kind: 'video' } },
    }));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Product added successfully')).toBeTruthy();
    const body = seen.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
    expect(body.isWatchAndBuy).toBe(true);
    expect(body.video).toBe('/media/videos/v1/video.mp4');
  });
});

describe('editing a product', { timeout: 60_000 }, () => {
  it('loads the product and sends baseInventory and baseTotalStock as loaded', async () => {
    renderPage();
    const card = await findCard('Kora Organza Saree');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Kora Organza Saree' }));
    await waitFor(() => expect(drawer().textContent).toContain('Edit Product'));
    const panel = drawer();
    expect(within(panel).getByLabelText('Title', { exact: true })).toHaveProperty(
      'value',
      'Kora Organza Saree',
    );
    const total = within(panel).getByLabelText('Total stock');
    expect(total).toHaveProperty('value', '7');

    const blue = within(panel).getByRole('group', { name: 'Colour 2' });
    setField(blue, 'Inventory', '10');
    fireEvent.click(
      within(within(panel).getByRole('group', { name: 'Colour 3' })).getByRole('button', {
        name: 'Remove colour 3',
      }),
    );
    await waitFor(() => expect(total).toHaveProperty('value', '10'));

    const submit = submitButton('Update Product');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Product updated successfully')).toBeTruthy();
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/admin/products/edit/p1');
    const body = put?.body as Record<string, unknown>;
    expect(body.colors).toEqual([
      { _id: 'k1', title: 'Red', inventory: 0, image: '', baseInventory: 0 },
      { _id: 'k2', title: 'Blue', inventory: 10, image: '', baseInventory: 3 },
    ]);
    expect(body.baseTotalStock).toBe(7);
    expect(body.totalStock).toBe(10);
    expect(body.noReturns).toBe(false);
    expect(body.salePrice).toBe(1999.5);
    expect(body.image).toEqual(['/media/images/img1/1024.jpg']);
  });

  it('shows "Not returnable" as loaded and sends it as toggled', async () => {
    renderPage();
    const card = await findCard('Tussar Silk Saree');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Tussar Silk Saree' }));
    await waitFor(() => expect(drawer().textContent).toContain('Edit Product'));
    const panel = drawer();
    const notReturnable = within(panel).getByRole('checkbox', { name: /Not returnable/ });
    expect(notReturnable).toHaveProperty('checked', true);

    fireEvent.click(notReturnable);
    await waitFor(() => expect(notReturnable).toHaveProperty('checked', false));
    const submit = submitButton('Update Product');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Product updated successfully')).toBeTruthy();
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/admin/products/edit/p2');
    expect((put?.body as Record<string, unknown>).noReturns).toBe(false);
  });

  it('refuses a sale price not below the price', async () => {
    renderPage();
    const card = await findCard('Tussar Silk Saree');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Tussar Silk Saree' }));
    await waitFor(() => expect(drawer().textContent).toContain('Edit Product'));
    const panel = drawer();
    setField(panel, 'Sale price (₹)', '149999');
    const submit = submitButton('Update Product');
    await waitFor(() => expect(submit).toHaveProperty('disabled', true));
    expect(
      await within(panel).findAllByText('Sale price must be less than the price'),
    ).not.toHaveLength(0);
  });
});

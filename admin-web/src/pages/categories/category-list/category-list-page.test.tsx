// The categories screen against a fake gateway.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubGateway, type FakeReply, type SeenRequest } from '../../../test/fake-gateway';
import { findDialog, renderRoute } from '../../../test/render-route';
import { CategoryListPage } from './category-list-page';

vi.mock('../../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

interface StoredCategory {
  _id: string;
  id: string;
  name: string;
  description: string;
  slug: string;
  image: string;
  productCount: number;
}

let categories: StoredCategory[];
let seen: SeenRequest[];

function handle(request: SeenRequest): FakeReply {
  const { method, path, query } = request;
  if (method === 'GET' && path === '/api/admin/categories/get') {
    const search = (query.get('search') ?? '').toLowerCase();
    return {
      status: 200,
      body: {
        success: true,
        data: categories.filter((c) => c.name.toLowerCase().includes(search)),
      },
    };
  }
  if (method === 'POST' && path === '/api/admin/categories/add') {
    const body = request.body as { name: string; description: string; image: string };
    const created = { ...body, _id: 'new', id: 'new', slug: 'new', productCount: 0 };
    categories.push(created);
    return {
      status: 201,
      body: { success: true, message: 'Category added successfully', data: created },
    };
  }
  const edit = /^\/api\/admin\/categories\/edit\/(.+)$/.exec(path);
  if (method === 'PUT' && edit) {
    const body = request.body as { name: string; description: string };
    categories = categories.map((c) => (c.id === edit[1] ? { ...c, ...body } : c));
    return { status: 200, body: { success: true, message: 'Category updated successfully' } };
  }
  const remove = /^\/api\/admin\/categories\/delete\/(.+)$/.exec(path);
  if (method === 'DELETE' && remove) {
    const category = categories.find((c) => c.id === remove[1]);
    if (category && category.productCount > 0) {
      return {
        status: 409,
        body: {
          success: false,
          message: `This category still has ${category.productCount} products. Move or delete them first.`,
        },
      };
    }
    categories = categories.filter((c) => c.id !== remove[1]);
    return { status: 200, body: { success: true, message: 'Category deleted successfully' } };
  }
  throw new Error(`unexpected ${method} ${path}`);
}

beforeEach(() => {
  categories = [
    {
      _id: 'c1',
      id: 'c1',
      name: 'Organza',
      description: 'Sheer and light',
      slug: 'organza-sarees',
      image: '/media/images/org/1024.webp',
      productCount: 3,
    },
    {
      _id: 'c2',
      id: 'c2',
      name: 'Georgette',
      description: 'Flowing drape',
      slug: 'georgette-sarees',
      image: '',
      productCount: 0,
    },
  ];
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(handle);
});

function renderPage() {
  renderRoute('/categories', <CategoryListPage />);
}

async function findCard(name: string) {
  const list = await screen.findByRole('list', { name: 'Categories' });
  const card = (await within(list).findByRole('heading', { name })).closest('li');
  if (!card) throw new Error(`no card ${name}`);
  return card;
}

describe('categories screen', { timeout: 60_000 }, () => {
  it('shows a card per category with its image variant and product count', async () => {
    renderPage();
    const organza = await findCard('Organza');
    expect(within(organza).getByText('3 products')).toBeTruthy();
    expect(within(organza).getByRole('img', { name: 'Organza' }).getAttribute('src')).toBe(
      '/media/images/org/640.webp',
    );
    expect(within(await findCard('Georgette')).getByText('No image')).toBeTruthy();
    expect(screen.getByText('2 categories')).toBeTruthy();
  });

  it('adds a category once name and description are filled', async () => {
    renderPage();
    await findCard('Organza');
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await findDialog('Add Category');
    const save = within(dialog).getByRole('button', { name: 'Add Category' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Kalamkari ' } });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Hand painted' },
    });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    expect(await screen.findByText('Category added successfully')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Kalamkari',
      description: 'Hand painted',
      image: '',
    });
    await findCard('Kalamkari');
  });

  it('edits a category from its current values', async () => {
    renderPage();
    fireEvent.click(
      within(await findCard('Georgette')).getByRole('button', { name: 'Edit Georgette' }),
    );
    const dialog = await findDialog('Edit Category');
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Georgette');
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Crinkled' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText('Category updated successfully')).toBeTruthy();
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/admin/categories/edit/c2');
    expect(put?.body).toEqual({ name: 'Georgette', description: 'Crinkled', image: '' });
  });

  it("shows the server's 409 when the category still has products", async () => {
    renderPage();
    fireEvent.click(
      within(await findCard('Organza')).getByRole('button', { name: 'Delete Organza' }),
    );
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Confirm Delete');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete category')).toBeTruthy();
    expect(
      screen.getByText('This category still has 3 products. Move or delete them first.'),
    ).toBeTruthy();
    expect(await findCard('Organza')).toBeTruthy();
  });

  it('deletes an empty category after confirming, and searches by name', async () => {
    renderPage();
    fireEvent.click(
      within(await findCard('Georgette')).getByRole('button', { name: 'Delete Georgette' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Category deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Georgette' })).toBeNull());

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search categories by name' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No categories match "zzz"')).toBeTruthy();
    expect(
      seen
        .filter((r) => r.method === 'GET')
        .at(-1)
        ?.query.get('search'),
    ).toBe('zzz');
  });
});

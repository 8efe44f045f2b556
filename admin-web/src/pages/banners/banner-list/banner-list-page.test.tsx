// The banners screen against a fake gateway: the list, Add Banner with an uploaded image,
// Edit, and Delete after confirmation.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubGateway, type FakeReply, type SeenRequest } from '../../../test/fake-gateway';
import { pickFile, storedImage, stubUploads, type FakeUploads } from '../../../test/fake-upload';
import { findDialog, queryDialog, renderRoute } from '../../../test/render-route';
import { BannerListPage } from './banner-list-page';

vi.mock('../../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

interface Stored {
  _id: string;
  image: string;
  description: string;
  createdAt: string;
}

let banners: Stored[];
let seen: SeenRequest[];
let uploads: FakeUploads;
let override: (request: SeenRequest) => FakeReply | undefined;

function fakeGateway(request: SeenRequest): FakeReply {
  const special = override(request);
  if (special) return special;
  const { method, path } = request;
  if (method === 'GET' && path === '/api/admin/banners/get') {
    return { status: 200, body: { success: true, data: banners } };
  }
  if (method === 'POST' && path === '/api/admin/banners/add') {
    const body = request.body as { image: string; description: string };
    const banner = { _id: `b${banners.length + 1}`, ...body, createdAt: '2026-04-10T10:00:00Z' };
    banners = [...banners, banner];
    return {
      status: 201,
      body: { success: true, message: 'Banner added successfully', data: banner },
    };
  }
  const edit = /^\/api\/admin\/banners\/edit\/(.+)$/.exec(path);
  if (method === 'PUT' && edit) {
    banners = banners.map((b) =>
      b._id === edit[1] ? { ...b, ...(request.body as Partial<Stored>) } : b,
    );
    return { status: 200, body: { success: true, message: 'Banner updated successfully' } };
  }
  const remove = /^\/api\/admin\/banners\/delete\/(.+)$/.exec(path);
  if (method === 'DELETE' && remove) {
    banners = banners.filter((b) => b._id !== remove[1]);
    return { status: 200, body: { success: true, message: 'Banner deleted successfully' } };
  }
  throw new Error(`unexpected ${method} ${path}`);
}

beforeEach(() => {
  banners = [
    {
      _id: 'b1',
      image: '/media/images/one/1024.jpg',
      description: 'Festive silk sale',
      createdAt: '2026-01-15T10:00:00.000Z',
    },
  ];
  override = () => undefined;
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(fakeGateway);
  uploads = stubUploads();
});

const renderPage = () => renderRoute('/banners', <BannerListPage />);

async function findRow(text: string): Promise<HTMLElement> {
  const cell = await screen.findByText(text, { selector: 'td *' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

describe('the banners screen', { timeout: 30_000 }, () => {
  it('lists banners with a thumbnail, description and date', async () => {
    renderPage();
    const row = await findRow('Festive silk sale');
    expect(within(row).getByRole('img', { name: 'Banner: Festive silk sale' })).toBeTruthy();
    expect(within(row).getByText('15/01/2026')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Image',
      'Description',
      'Created',
      'Actions',
    ]);
    expect(screen.getByText('1 banner')).toBeTruthy();
  });

  it('adds a banner once an image is uploaded and a description written', async () => {
    renderPage();
    await findRow('Festive silk sale');
    fireEvent.click(screen.getByRole('button', { name: 'Add Banner' }));
    const dialog = await findDialog('Add Banner');
    const save = within(dialog).getByRole('button', { name: 'Add Banner' });
    expect(save).toHaveProperty('disabled', true);
    expect(dialog.textContent).toContain('Still needed: an image, a description.');

    uploads.replies.push(storedImage('new1'));
    pickFile(within(dialog).getByRole('group', { name: 'Banner image' }));
    await within(dialog).findByRole('img', { name: 'Banner image' });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: '  Wedding season edit ' },
    });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));

    await act(async () => {
      fireEvent.click(save);
      await Promise.resolve();
    });

    expect(await screen.findByText('Banner added successfully')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      image: '/media/images/new1/1024.jpg',
      description: 'Wedding season edit',
    });
    expect(await findRow('Wedding season edit')).toBeTruthy();
    await waitFor(() => expect(queryDialog('Add Banner')).toBeUndefined());
  });

  it("shows the server's reason when it refuses, keeping the dialog open", async () => {
    override = (r) =>
      r.method === 'POST'
        ? { status: 400, body: { success: false, message: 'Image must be a link' } }
        : undefined;
    renderPage();
    await findRow('Festive silk sale');
    fireEvent.click(screen.getByRole('button', { name: 'Add Banner' }));
    const dialog = await findDialog('Add Banner');
    uploads.replies.push(storedImage('new1'));
    pickFile(within(dialog).getByRole('group', { name: 'Banner image' }));
    await within(dialog).findByRole('img', { name: 'Banner image' });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Sale' },
    });
    const save = within(dialog).getByRole('button', { name: 'Add Banner' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);

    expect(await screen.findByText('Failed to add banner')).toBeTruthy();
    expect(screen.getByText('Image must be a link')).toBeTruthy();
    expect(queryDialog('Add Banner')).toBeTruthy();
  });

  it('edits a banner, starting from its values', async () => {
    renderPage();
    const row = await findRow('Festive silk sale');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit banner Festive silk sale' }));
    const dialog = await findDialog('Edit Banner');
    const description = within(dialog).getByLabelText('Description');
    expect(description).toHaveProperty('value', 'Festive silk sale');
    fireEvent.change(description, { target: { value: 'Festive silk sale, 20% off' } });
    const save = within(dialog).getByRole('button', { name: 'Update Banner' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);

    expect(await screen.findByText('Banner updated successfully')).toBeTruthy();
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/admin/banners/edit/b1');
    expect(put?.body).toEqual({
      image: '/media/images/one/1024.jpg',
      description: 'Festive silk sale, 20% off',
    });
  });

  it('deletes a banner after confirmation', async () => {
    renderPage();
    const row = await findRow('Festive silk sale');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete banner Festive silk sale' }));
    const dialog = await findDialog('Confirm Delete');
    expect(dialog.textContent).toContain('Festive silk sale');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await Promise.resolve();
    });
    expect(await screen.findByText('Banner deleted successfully')).toBeTruthy();
    expect(seen.find((r) => r.method === 'DELETE')?.path).toBe('/api/admin/banners/delete/b1');
    expect(await screen.findByText('No banners yet')).toBeTruthy();
  });
});

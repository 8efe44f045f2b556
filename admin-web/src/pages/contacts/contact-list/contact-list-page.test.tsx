// The contacts screen against a fake gateway: the table, the e-mail search on the server,
// a failed load with Try again, and deleting after confirmation.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubGateway, type FakeReply, type SeenRequest } from '../../../test/fake-gateway';
import { findDialog, renderRoute } from '../../../test/render-route';
import { ContactListPage } from './contact-list-page';

vi.mock('../../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

let contacts: { _id: string; name: string; email: string; message: string; createdAt: string }[];
let seen: SeenRequest[];
let failList: boolean;

function fakeGateway(request: SeenRequest): FakeReply {
  const { method, path, query } = request;
  if (method === 'GET' && path === '/api/admin/contacts/get') {
    if (failList) return 'network-error';
    const search = (query.get('search') ?? '').toLowerCase();
    const matching = contacts.filter((c) => c.email.toLowerCase().includes(search));
    return { status: 200, body: { success: true, data: matching, total: matching.length } };
  }
  const remove = /^\/api\/admin\/contacts\/delete\/(.+)$/.exec(path);
  if (method === 'DELETE' && remove) {
    contacts = contacts.filter((c) => c._id !== remove[1]);
    return { status: 200, body: { success: true, message: 'Contact deleted successfully' } };
  }
  throw new Error(`unexpected ${method} ${path}`);
}

beforeEach(() => {
  contacts = [
    {
      _id: 'c1',
      name: 'Ravi',
      email: 'ravi@example.com',
      message: 'Do you ship to Singapore?',
      createdAt: '2026-04-02T10:00:00.000Z',
    },
  ];
  failList = false;
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(fakeGateway);
});

const renderPage = (path = '/contacts') => renderRoute('/contacts', <ContactListPage />, path);

describe('the contacts screen', { timeout: 30_000 }, () => {
  it('lists name, e-mail (a mail link), message and date', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'ravi@example.com' });
    expect(link.getAttribute('href')).toBe('mailto:ravi@example.com');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Ravi')).toBeTruthy();
    expect(within(row).getByText('Do you ship to Singapore?')).toBeTruthy();
    expect(within(row).getByText('02/04/2026')).toBeTruthy();
    expect(screen.getByText('1 message')).toBeTruthy();
  });

  it('asks the server for the search in the URL', async () => {
    renderPage('/contacts?search=ravi');
    await screen.findByRole('link', { name: 'ravi@example.com' });
    expect(screen.getByRole('searchbox', { name: 'Search contacts by email' })).toHaveProperty(
      'value',
      'ravi',
    );
    expect(seen[0]?.query.get('search')).toBe('ravi');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    failList = true;
    renderPage();
    expect(await screen.findByText('Could not load contacts')).toBeTruthy();
    failList = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'ravi@example.com' })).toBeTruthy();
  });

  it('deletes after confirmation', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'ravi@example.com' });
    fireEvent.click(
      within(link.closest('tr')!).getByRole('button', { name: 'Delete message from Ravi' }),
    );
    const dialog = await findDialog('Confirm Delete');
    expect(dialog.textContent).toContain('Ravi (ravi@example.com)');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await Promise.resolve();
    });
    expect(await screen.findByText('Contact deleted successfully')).toBeTruthy();
    expect(seen.find((r) => r.method === 'DELETE')?.path).toBe('/api/admin/contacts/delete/c1');
    await waitFor(() => expect(screen.getByText('No messages yet')).toBeTruthy());
  });
});

// The feedback screen against a fake gateway: the table, the status filter with counts,
// approving and rejecting (confirmed), the moderation switch, the e-mail search and pages on
// the server, and deleting after confirmation.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubGateway, type FakeReply, type SeenRequest } from '../../../test/fake-gateway';
import { findDialog, renderRoute } from '../../../test/render-route';
import { FeedbackListPage } from './feedback-list-page';

vi.mock('../../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

interface Stored {
  _id: string;
  userName: string;
  email: string;
  feedback: string;
  createdAt: string;
  status: 'pending' | 'approved' | 'rejected';
}

let items: Stored[];
let seen: SeenRequest[];
let failDelete: boolean;
let moderation: boolean;

const countOf = (rows: Stored[], status: Stored['status']) =>
  rows.filter((f) => f.status === status).length;

function fakeGateway(request: SeenRequest): FakeReply {
  const { method, path, query } = request;
  if (method === 'GET' && path === '/api/admin/feedback/get') {
    const search = (query.get('search') ?? '').toLowerCase();
    const page = Number(query.get('page') ?? '1');
    const pageSize = Number(query.get('pageSize') ?? '1000');
    const status = query.get('status');
    const searched = items.filter((f) => f.email.toLowerCase().includes(search));
    const matching = searched.filter((f) => !status || f.status === status);
    return {
      status: 200,
      body: {
        success: true,
        data: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        counts: {
          pending: countOf(searched, 'pending'),
          approved: countOf(searched, 'approved'),
          rejected: countOf(searched, 'rejected'),
        },
      },
    };
  }
  const moderate = /^\/api\/admin\/feedback\/(approve|reject)\/(.+)$/.exec(path);
  if (method === 'PUT' && moderate) {
    const item = items.find((f) => f._id === moderate[2]);
    if (!item) return { status: 404, body: { success: false, message: 'Feedback not found' } };
    item.status = moderate[1] === 'approve' ? 'approved' : 'rejected';
    return { status: 200, body: { success: true, message: 'Feedback approved', data: item } };
  }
  if (path === '/api/admin/feedback/settings') {
    if (method === 'PUT') moderation = (request.body as { moderation: boolean }).moderation;
    return { status: 200, body: { success: true, data: { moderation } } };
  }
  const remove = /^\/api\/admin\/feedback\/delete\/(.+)$/.exec(path);
  if (method === 'DELETE' && remove) {
    if (failDelete) return { status: 404, body: { success: false, message: 'Feedback not found' } };
    items = items.filter((f) => f._id !== remove[1]);
    return { status: 200, body: { success: true, message: 'Feedback deleted successfully' } };
  }
  throw new Error(`unexpected ${method} ${path}`);
}

beforeEach(() => {
  items = [
    {
      _id: 'f2',
      userName: 'Priya',
      email: 'priya@example.com',
      feedback: 'Beautiful drape,\nfast delivery',
      createdAt: '2026-03-09T10:00:00.000Z',
      status: 'pending',
    },
    {
      _id: 'f1',
      userName: 'Asha',
      email: 'asha@shop.in',
      feedback: 'Lovely colours',
      createdAt: '2026-01-20T10:00:00.000Z',
      status: 'pending',
    },
    {
      _id: 'f0',
      userName: 'Kavya',
      email: 'kavya@example.com',
      feedback: 'Shown already',
      createdAt: '2025-12-01T10:00:00.000Z',
      status: 'approved',
    },
  ];
  failDelete = false;
  moderation = true;
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(fakeGateway);
});

const renderPage = (path = '/feedback') => renderRoute('/feedback', <FeedbackListPage />, path);
const listCalls = () =>
  seen.filter((r) => r.method === 'GET' && r.path === '/api/admin/feedback/get');

async function findRow(email: string): Promise<HTMLElement> {
  const cell = await screen.findByText(email, { selector: 'td *' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

describe('the feedback screen', { timeout: 30_000 }, () => {
  it('lists user, e-mail, feedback and date, newest first, asking for the first page', async () => {
    renderPage();
    const row = await findRow('priya@example.com');
    expect(within(row).getByText('Priya')).toBeTruthy();
    expect(within(row).getByText(/Beautiful drape/)).toBeTruthy();
    expect(within(row).getByText('09/03/2026')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'User',
      'Email',
      'Feedback',
      'Date',
      'Status',
      'Moderate',
      'Delete',
    ]);
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(screen.getByText('2 entries')).toBeTruthy();
    expect(listCalls()[0]?.query.get('page')).toBe('1');
    expect(listCalls()[0]?.query.get('pageSize')).toBe('20');
    expect(listCalls()[0]?.query.get('status')).toBe('pending');
  });

  it("shows pending first with each status's count, and the other statuses on request", async () => {
    renderPage();
    await findRow('priya@example.com');
    expect(screen.queryByText('kavya@example.com')).toBeNull();
    const filter = screen.getByText('Approved (1)');
    expect(screen.getByText('Pending (2)')).toBeTruthy();
    expect(screen.getByText('Rejected (0)')).toBeTruthy();
    fireEvent.click(filter);
    expect(await findRow('kavya@example.com')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('priya@example.com')).toBeNull());
    expect(listCalls().at(-1)?.query.get('status')).toBe('approved');
  });

  it('approves a pending feedback: it leaves the pending list and the counts follow', async () => {
    renderPage();
    const row = await findRow('asha@shop.in');
    fireEvent.click(within(row).getByLabelText('Approve feedback from Asha'));
    expect(await screen.findByText('Feedback approved: it is shown on the home page')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.path).toBe('/api/admin/feedback/approve/f1');
    await waitFor(() => expect(screen.queryByText('asha@shop.in')).toBeNull());
    expect(await screen.findByText('Approved (2)')).toBeTruthy();
    expect(screen.getByText('Pending (1)')).toBeTruthy();
  });

  it('rejects only after confirmation, Cancel changing nothing', async () => {
    renderPage();
    const row = await findRow('priya@example.com');
    fireEvent.click(within(row).getByLabelText('Reject feedback from Priya'));
    let dialog = await findDialog('Reject this testimonial?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.click(within(row).getByLabelText('Reject feedback from Priya'));
    dialog = await findDialog('Reject this testimonial?');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      await Promise.resolve();
    });
    expect(await screen.findByText('Feedback rejected')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.path).toBe('/api/admin/feedback/reject/f2');
    expect(await screen.findByText('Rejected (1)')).toBeTruthy();
  });

  it('turns moderation off with the switch', async () => {
    renderPage();
    const toggle = await screen.findByRole('switch', {
      name: 'New testimonials wait for my approval',
    });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText('New testimonials are now shown at once')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ moderation: false });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
  });

  it('searches by e-mail on the server once the admin stops typing', async () => {
    renderPage();
    await findRow('priya@example.com');
    // Typed without pauses between keys: the word is complete before the debounce can end,
    // however slow the machine.
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search feedback by email' }), 'shop');
    await waitFor(() => expect(screen.queryByText('priya@example.com')).toBeNull());
    expect(await findRow('asha@shop.in')).toBeTruthy();
    expect(listCalls().map((r) => r.query.get('search'))).toEqual([null, 'shop']);
    expect(screen.getByText('1 entry')).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    renderPage('/feedback?search=nobody');
    expect(await screen.findByText('No feedback matches "nobody"')).toBeTruthy();
  });

  it('deletes after confirmation, naming the author', async () => {
    renderPage();
    const row = await findRow('asha@shop.in');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete feedback from Asha' }));
    const dialog = await findDialog('Confirm Delete');
    expect(dialog.textContent).toContain('Asha (asha@shop.in)');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await Promise.resolve();
    });
    expect(await screen.findByText('Feedback deleted successfully')).toBeTruthy();
    expect(seen.find((r) => r.method === 'DELETE')?.path).toBe('/api/admin/feedback/delete/f1');
    await waitFor(() => expect(screen.queryByText('asha@shop.in')).toBeNull());
  });

  it("shows the server's reason when a delete is refused", async () => {
    failDelete = true;
    renderPage();
    const row = await findRow('asha@shop.in');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete feedback from Asha' }));
    const dialog = await findDialog('Confirm Delete');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete feedback')).toBeTruthy();
    expect(screen.getByText('Feedback not found')).toBeTruthy();
  });
});

// The newsletters screen against a fake gateway: subscribers, selection, the Send Newsletter
// checks and call, and deleting a subscriber.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubGateway, type FakeReply, type SeenRequest } from '../../../test/fake-gateway';
import { pickFile, storedImage, stubUploads, type FakeUploads } from '../../../test/fake-upload';
import { findDialog, renderRoute } from '../../../test/render-route';
import { SubscriberListPage } from './subscriber-list-page';

vi.mock('../../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

interface Stored {
  _id: string;
  email: string;
  createdAt: string;
}

let subscribers: Stored[];
let seen: SeenRequest[];
let uploads: FakeUploads;
let override: (request: SeenRequest) => FakeReply | undefined;

function fakeGateway(request: SeenRequest): FakeReply {
  const special = override(request);
  if (special) return special;
  const { method, path, query } = request;
  if (method === 'GET' && path === '/api/admin/newsletter/subscribers') {
    const search = (query.get('search') ?? '').toLowerCase();
    const matching = subscribers.filter((s) => s.email.includes(search));
    return { status: 200, body: { success: true, data: matching, total: matching.length } };
  }
  if (method === 'POST' && path === '/api/admin/newsletter/send') {
    const body = request.body as { emails: string[] };
    return {
      status: 202,
      body: {
        success: true,
        message: 'Newsletter sent successfully',
        data: { campaignId: 'c1', recipients: body.emails.length, message: 'x' },
      },
    };
  }
  const remove = /^\/api\/admin\/newsletter\/unsubscribe\/(.+)$/.exec(path);
  if (method === 'DELETE' && remove) {
    const email = decodeURIComponent(remove[1]!);
    subscribers = subscribers.filter((s) => s.email !== email);
    return { status: 200, body: { success: true, message: 'Subscriber deleted successfully' } };
  }
  throw new Error(`unexpected ${method} ${path}`);
}

beforeEach(() => {
  subscribers = [
    { _id: 's3', email: 'priya@example.com', createdAt: '2026-03-02T10:00:00.000Z' },
    { _id: 's2', email: 'asha@shop.in', createdAt: '2026-02-01T10:00:00.000Z' },
    { _id: 's1', email: 'ravi@example.com', createdAt: '2026-01-05T10:00:00.000Z' },
  ];
  override = () => undefined;
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(fakeGateway);
  uploads = stubUploads();
});

const renderPage = (path = '/newsletters') =>
  renderRoute('/newsletters', <SubscriberListPage />, path);
const sends = () => seen.filter((r) => r.path === '/api/admin/newsletter/send');
const sendButton = () => screen.getByRole('button', { name: /Send Newsletter/ });

async function findRow(email: string): Promise<HTMLElement> {
  const cell = await screen.findByText(email, { selector: 'td *' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

async function uploadFlyer() {
  uploads.replies.push(storedImage('flyer1'));
  pickFile(screen.getByRole('group', { name: 'Flyer image' }));
  await screen.findByRole('img', { name: 'Flyer image' });
  // Send stays disabled until the upload has settled.
  await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
}

describe('the subscribers table', { timeout: 30_000 }, () => {
  it('lists subscribers with their date and a named checkbox each', async () => {
    renderPage();
    const row = await findRow('priya@example.com');
    expect(within(row).getByText('02/03/2026')).toBeTruthy();
    expect(within(row).getByRole('checkbox', { name: 'Select priya@example.com' })).toBeTruthy();
    expect(screen.getByText('3 subscribers')).toBeTruthy();
    expect(screen.getByText('0 subscribers selected')).toBeTruthy();
  });

  it('selects one, then all, then none', async () => {
    renderPage();
    const row = await findRow('asha@shop.in');
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Select asha@shop.in' }));
    expect(await screen.findByText('1 subscriber selected')).toBeTruthy();

    const all = screen.getByRole('checkbox', { name: 'Select all subscribers' });
    fireEvent.click(all);
    expect(await screen.findByText('3 subscribers selected')).toBeTruthy();
    fireEvent.click(all);
    expect(await screen.findByText('0 subscribers selected')).toBeTruthy();
  });
});

describe('sending a newsletter', { timeout: 60_000 }, () => {
  it('asks for a subscriber first, then a flyer, sending nothing meanwhile', async () => {
    renderPage();
    await findRow('asha@shop.in');
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please select at least one subscriber.',
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select asha@shop.in' }));
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Please upload a flyer image.'),
    );
    expect(sends()).toHaveLength(0);
  });

  it('sends the selected e-mails, the flyer and the message, says so and clears the form', async () => {
    renderPage();
    await findRow('asha@shop.in');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select asha@shop.in' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ravi@example.com' }));
    expect(
      screen.getByText(/Leave it empty to send the default text/, { exact: false }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '  Diwali offers ' } });
    await uploadFlyer();

    await act(async () => {
      fireEvent.click(sendButton());
      await Promise.resolve();
    });

    expect(await screen.findByText('Newsletter sent successfully')).toBeTruthy();
    expect(sends()).toHaveLength(1);
    expect(sends()[0]?.body).toEqual({
      emails: ['asha@shop.in', 'ravi@example.com'],
      flyer: '/media/images/flyer1/1024.jpg',
      message: 'Diwali offers',
    });
    expect(sends()[0]?.authorization).toBe('Bearer a-token');
    expect(await screen.findByText('0 subscribers selected')).toBeTruthy();
    expect(screen.getByLabelText('Message')).toHaveProperty('value', '');
  });

  it('shows "Sending..." while the call runs', async () => {
    let release: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderPage();
    await findRow('asha@shop.in');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select asha@shop.in' }));
    await uploadFlyer();
    const fetchMock = globalThis.fetch;
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.url.endsWith('/newsletter/send')) await answered;
      return fetchMock(request);
    });
    const button = sendButton();
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Sending...'));
    expect(button).toHaveProperty('disabled', true);
    release?.();
    expect(await screen.findByText('Newsletter sent successfully')).toBeTruthy();
  });

  it("shows the server's message when it refuses", async () => {
    override = (r) =>
      r.method === 'POST'
        ? { status: 400, body: { success: false, message: 'Please upload a flyer image.' } }
        : undefined;
    renderPage();
    await findRow('asha@shop.in');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select asha@shop.in' }));
    await uploadFlyer();
    fireEvent.click(sendButton());
    expect(await screen.findByText('Failed to send newsletter')).toBeTruthy();
    expect(screen.getByText('Please upload a flyer image.')).toBeTruthy();
  });
});

describe('deleting a subscriber', { timeout: 30_000 }, () => {
  it('confirms, deletes by e-mail, says so and drops them from the selection', async () => {
    renderPage();
    const row = await findRow('asha@shop.in');
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Select asha@shop.in' }));
    expect(await screen.findByText('1 subscriber selected')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete subscriber asha@shop.in' }));
    const dialog = await findDialog('Confirm Delete');
    expect(dialog.textContent).toContain('asha@shop.in');

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await Promise.resolve();
    });

    expect(await screen.findByText('Subscriber deleted successfully')).toBeTruthy();
    expect(seen.find((r) => r.method === 'DELETE')?.path).toBe(
      '/api/admin/newsletter/unsubscribe/asha%40shop.in',
    );
    await waitFor(() => expect(screen.queryByText('asha@shop.in')).toBeNull());
    expect(screen.getByText('0 subscribers selected')).toBeTruthy();
  });
});

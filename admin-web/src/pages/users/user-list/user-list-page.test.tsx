// The users screen against a fake gateway: fetch is stubbed at the network edge and answers
// from an in-memory list of users, as the real /api/admin/users routes would.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminUserContext } from '../../../lib/admin-user';
import type { SessionUser } from '../../../lib/session-api';
import { stubGateway, type FakeReply, type SeenRequest } from '../../../test/fake-gateway';
import { findDialog, queryDialog, renderRoute } from '../../../test/render-route';
import { UserListPage } from './user-list-page';

// No animations: jsdom never ends a CSS transition, so closed dialogs would linger.
vi.mock('../../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

const admin: SessionUser = {
  id: 'a1',
  _id: 'a1',
  userName: 'Meera',
  email: 'meera@example.com',
  role: 'admin',
};

interface StoredUser {
  _id: string;
  id: string;
  userName: string;
  email: string;
  role: string;
  createdAt: string;
}

const stored = (id: string, userName: string, email: string, role: string, createdAt: string) => ({
  _id: id,
  id,
  userName,
  email,
  role,
  createdAt,
});

/** Routes that a test overrides (e.g. to fail), by "METHOD /path-prefix". */
type Override = (request: SeenRequest) => FakeReply | undefined;

let users: StoredUser[];
let seen: SeenRequest[];
let override: Override;

function fakeGateway(request: SeenRequest): FakeReply {
  const special = override(request);
  if (special) return special;
  const { method, path, query } = request;
  if (method === 'GET' && path === '/api/admin/users/get') {
    const search = (query.get('search') ?? '').toLowerCase();
    const page = Number(query.get('page') ?? '1');
    const pageSize = Number(query.get('pageSize') ?? '100');
    const matching = users.filter((user) => user.email.toLowerCase().includes(search));
    return {
      status: 200,
      body: {
        success: true,
        data: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
      },
    };
  }
  const update = /^\/api\/admin\/users\/update\/(.+)$/.exec(path);
  if (method === 'PUT' && update) {
    const user = users.find((u) => u.id === update[1]);
    if (!user) return { status: 404, body: { success: false, message: 'User not found' } };
    user.role = (request.body as { role: string }).role;
    return {
      status: 200,
      body: { success: true, message: 'User role updated successfully', data: user },
    };
  }
  const remove = /^\/api\/admin\/users\/delete\/(.+)$/.exec(path);
  if (method === 'DELETE' && remove) {
    if (!users.some((u) => u.id === remove[1])) {
      return { status: 404, body: { success: false, message: 'User not found' } };
    }
    users = users.filter((u) => u.id !== remove[1]);
    return { status: 200, body: { success: true, message: 'User deleted successfully' } };
  }
  throw new Error(`unexpected ${method} ${path}`);
}

beforeEach(() => {
  users = [
    stored('u3', 'Priya', 'priya@example.com', 'user', '2025-06-20T12:00:00.000Z'),
    stored('u2', 'Asha', 'asha@shop.in', 'user', '2025-03-07T12:00:00.000Z'),
    stored('a1', 'Meera', 'meera@example.com', 'admin', '2024-12-31T12:00:00.000Z'),
  ];
  override = () => undefined;
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(fakeGateway);
});

function renderPage(path = '/users') {
  return renderRoute(
    '/users',
    <AdminUserContext value={admin}>
      <UserListPage />
    </AdminUserContext>,
    path,
  );
}

const listCalls = () => seen.filter((r) => r.method === 'GET');

/** The table row showing this e-mail. */
async function findRow(email: string): Promise<HTMLElement> {
  const cell = await screen.findByText(email, { selector: 'td *' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

/** Picks an option of the (only) open antd Select. */
async function chooseOption(label: string) {
  const combobox = screen.getByRole('combobox', { name: 'Role' });
  fireEvent.mouseDown(combobox);
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-dropdown .ant-select-item-option[title="${label}"]`,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
  await waitFor(() =>
    expect(combobox.closest('.ant-select')?.querySelector(`[title="${label}"]`)).toBeTruthy(),
  );
}

/** Chooses a role in the Edit role dialog and saves it. */
async function saveRole(dialog: HTMLElement, label: string) {
  await chooseOption(label);
  const save = within(dialog).getByRole('button', { name: 'Save' });
  await waitFor(() => expect(save).toHaveProperty('disabled', false));
  fireEvent.click(save);
}

describe('the users table', () => {
  it('lists the users with name, e-mail, role tag and joining date, from the server', async () => {
    renderPage();

    const priya = await findRow('priya@example.com');
    expect(within(priya).getByText('Priya')).toBeTruthy();
    expect(within(priya).getByText('User')).toBeTruthy();
    expect(within(priya).getByText('20/06/2025')).toBeTruthy();
    const meera = await findRow('meera@example.com');
    expect(within(meera).getByText('Admin').closest('.ant-tag')?.className).toContain('gold');
    expect(within(meera).getByText('31/12/2024')).toBeTruthy();

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Role', 'Joined', 'Actions']);
    expect(screen.getByText('3 users')).toBeTruthy();

    const [first] = listCalls();
    expect(first?.authorization).toBe('Bearer a-token');
    expect(first?.query.get('page')).toBe('1');
    expect(first?.query.get('pageSize')).toBe('20');
    expect(first?.query.has('search')).toBe(false);
  });

  it('asks the server for the page the admin opens, with the total from the server', async () => {
    users = Array.from({ length: 45 }, (_, i) =>
      stored(`u${i}`, `User ${i}`, `user${i}@example.com`, 'user', '2025-01-01T12:00:00.000Z'),
    );
    renderPage();
    await findRow('user0@example.com');
    expect(screen.getByText('1–20 of 45')).toBeTruthy();

    fireEvent.click(screen.getByTitle('3'));

    await findRow('user40@example.com');
    expect(listCalls().at(-1)?.query.get('page')).toBe('3');
    expect(screen.getByText('41–45 of 45')).toBeTruthy();
  });

  it('searches by e-mail on the server once the admin stops typing', async () => {
    const router = renderPage();
    await findRow('priya@example.com');
    // Typed without pauses between keys: the word is complete before the debounce can end,
    // however slow the machine.
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByRole('searchbox', { name: 'Search users by email' }), 'shop');

    await waitFor(() => expect(screen.queryByText('priya@example.com')).toBeNull());
    expect(await findRow('asha@shop.in')).toBeTruthy();
    const searches = listCalls().map((r) => r.query.get('search'));
    // Debounced: one call for the whole word, not one per keystroke.
    expect(searches).toEqual([null, 'shop']);
    expect(listCalls().at(-1)?.query.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?search=shop');
    expect(screen.getByText('1 user')).toBeTruthy();
  });

  it('says so when no user matches the search', async () => {
    renderPage('/users?search=nobody');
    expect(await screen.findByText('No users match "nobody"')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search users by email' })).toHaveProperty(
      'value',
      'nobody',
    );
    expect(listCalls()[0]?.query.get('search')).toBe('nobody');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    override = (r) => (r.method === 'GET' && fail ? 'network-error' : undefined);
    renderPage();
    expect(await screen.findByText('Could not load users')).toBeTruthy();
    expect(screen.getByText('No users found')).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findRow('priya@example.com')).toBeTruthy();
  });

  it("disables Edit and Delete on the admin's own row, with a reason", async () => {
    renderPage();
    const own = await findRow('meera@example.com');
    expect(within(own).getByText('You')).toBeTruthy();
    const edit = within(own).getByRole('button', { name: 'Edit role of Meera' });
    const remove = within(own).getByRole('button', { name: 'Delete Meera' });
    expect(edit).toHaveProperty('disabled', true);
    expect(remove).toHaveProperty('disabled', true);

    fireEvent.mouseEnter(edit.closest('.user-actions--own')!);
    expect(await screen.findByText('You cannot change your own account here')).toBeTruthy();

    const other = await findRow('asha@shop.in');
    expect(within(other).getByRole('button', { name: 'Edit role of Asha' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

describe('editing a role', () => {
  async function openEdit(name: string, email: string) {
    const row = await findRow(email);
    fireEvent.click(within(row).getByRole('button', { name: `Edit role of ${name}` }));
    return findDialog('Edit role');
  }

  it('saves the new role, says so and shows the refetched list', async () => {
    renderPage();
    const dialog = await openEdit('Asha', 'asha@shop.in');
    expect(within(dialog).getByText('Asha')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true); // nothing changed yet

    await chooseOption('Admin');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);

    expect(await screen.findByText('User role updated successfully')).toBeTruthy();
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/admin/users/update/u2');
    expect(put?.body).toEqual({ role: 'admin' });
    expect(put?.authorization).toBe('Bearer a-token');
    await waitFor(async () =>
      expect(within(await findRow('asha@shop.in')).getByText('Admin')).toBeTruthy(),
    );
    expect(listCalls()).toHaveLength(2); // invalidation refetched the list
    await waitFor(() => expect(queryDialog('Edit role')).toBeUndefined());
  });

  it("shows the server's reason when it refuses, keeping the dialog open", async () => {
    override = (r) =>
      r.method === 'PUT'
        ? { status: 409, body: { success: false, message: 'You cannot change your own role' } }
        : undefined;
    renderPage();
    const dialog = await openEdit('Priya', 'priya@example.com');
    await saveRole(dialog, 'Admin');

    expect(await screen.findByText('Failed to update user role')).toBeTruthy();
    expect(screen.getByText('You cannot change your own role')).toBeTruthy();
    expect(queryDialog('Edit role')).toBeTruthy();
    expect(listCalls()).toHaveLength(1); // nothing changed, nothing refetched
  });

  it('says the call failed when the server cannot be reached', async () => {
    override = (r) => (r.method === 'PUT' ? 'network-error' : undefined);
    renderPage();
    const dialog = await openEdit('Priya', 'priya@example.com');
    await saveRole(dialog, 'Admin');

    expect(await screen.findByText('Error updating user role')).toBeTruthy();
  });

  it("starts from the edited user's current role each time", async () => {
    users[1]!.role = 'admin';
    renderPage();
    let dialog = await openEdit('Priya', 'priya@example.com');
    await chooseOption('Admin');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(queryDialog('Edit role')).toBeUndefined());

    dialog = await openEdit('Asha', 'asha@shop.in');
    expect(within(dialog).getByTitle('Admin')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(queryDialog('Edit role')).toBeUndefined());

    dialog = await openEdit('Priya', 'priya@example.com');
    expect(within(dialog).getByTitle('User')).toBeTruthy();
  });
});

describe('deleting a user', () => {
  async function askToDelete(name: string, email: string) {
    const row = await findRow(email);
    fireEvent.click(within(row).getByRole('button', { name: `Delete ${name}` }));
    return findDialog('Confirm Delete');
  }

  it('asks first and does nothing when the admin cancels', async () => {
    renderPage();
    const dialog = await askToDelete('Priya', 'priya@example.com');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete Priya (priya@example.com)?',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(queryDialog('Confirm Delete')).toBeUndefined());
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);
    expect(await findRow('priya@example.com')).toBeTruthy();
  });

  it('deletes after confirmation, says so and removes the row', async () => {
    renderPage();
    const dialog = await askToDelete('Priya', 'priya@example.com');

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await Promise.resolve();
    });

    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    expect(seen.find((r) => r.method === 'DELETE')?.path).toBe('/api/admin/users/delete/u3');
    await waitFor(() => expect(screen.queryByText('priya@example.com')).toBeNull());
    expect(screen.getByText('2 users')).toBeTruthy();
  });

  it("shows the server's reason when it refuses", async () => {
    override = (r) =>
      r.method === 'DELETE'
        ? { status: 404, body: { success: false, message: 'User not found' } }
        : undefined;
    renderPage();
    const dialog = await askToDelete('Priya', 'priya@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete user')).toBeTruthy();
    expect(screen.getByText('User not found')).toBeTruthy();
    expect(await findRow('priya@example.com')).toBeTruthy();
  });

  it('says the call failed when the server cannot be reached', async () => {
    override = (r) => (r.method === 'DELETE' ? 'network-error' : undefined);
    renderPage();
    const dialog = await askToDelete('Priya', 'priya@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Error deleting user')).toBeTruthy();
  });

  it('goes back a page when the last user of the last page is deleted', async () => {
    users = Array.from({ length: 21 }, (_, i) =>
      stored(`u${i}`, `User ${i}`, `user${i}@example.com`, 'user', '2025-01-01T12:00:00.000Z'),
    );
    const router = renderPage('/users?page=2');
    const dialog = await askToDelete('User 20', 'user20@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await findRow('user0@example.com')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});

describe('on a phone', () => {
  it('shows the users as cards with the same actions', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: !/min-width:\s*(\d+)px/.test(query) || Number(/(\d+)px/.exec(query)?.[1]) <= 375,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    renderPage();

    const list = await screen.findByRole('list', { name: 'Users' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(document.querySelector('.users-table')).toBeNull();
    expect(within(cards[0]!).getByText('priya@example.com')).toBeTruthy();
    expect(within(cards[0]!).getByText('20/06/2025')).toBeTruthy();
    expect(within(cards[2]!).getByRole('button', { name: 'Delete Meera' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../lib/session-api';
import { isOwnAccount, roleTag, userLabel } from './user-model';
import type { AdminUser } from './users-api';

const admin: SessionUser = {
  id: 'a1',
  userName: 'Meera',
  email: 'Meera@Example.com',
  role: 'admin',
};
const row = (over: Partial<AdminUser>): AdminUser => ({
  id: 'u1',
  userName: 'Asha',
  email: 'asha@example.com',
  role: 'user',
  createdAt: null,
  ...over,
});

describe('isOwnAccount', () => {
  it("recognises the admin's own row by id or _id", () => {
    expect(isOwnAccount(row({ id: 'a1' }), admin)).toBe(true);
    expect(isOwnAccount(row({ id: 'a2' }), { ...admin, id: undefined, _id: 'a2' })).toBe(true);
  });

  it('recognises it by e-mail, ignoring case, when the session has no id', () => {
    const noIds = { ...admin, id: undefined };
    expect(isOwnAccount(row({ id: 'x', email: 'meera@example.com' }), noIds)).toBe(true);
  });

  it("does not match anyone else's row", () => {
    expect(isOwnAccount(row({}), admin)).toBe(false);
  });
});

describe('roleTag', () => {
  it('shows admins in gold and users plain', () => {
    expect(roleTag('admin')).toEqual({ label: 'Admin', color: 'gold' });
    expect(roleTag('user')).toEqual({ label: 'User' });
    expect(roleTag('customer')).toEqual({ label: 'customer' });
  });
});

describe('userLabel', () => {
  it('names a user by the user name, else the e-mail', () => {
    expect(userLabel(row({}))).toBe('Asha');
    expect(userLabel(row({ userName: '' }))).toBe('asha@example.com');
  });
});

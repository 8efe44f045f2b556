import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeEmail, registrationProblem } from './registration-rules.js';

describe('registration rules', () => {
  const valid = { userName: 'Meera Iyer', email: 'Meera@Example.com ', password: 'secret6' };

  it('accepts a complete registration', () => {
    assert.equal(registrationProblem(valid), undefined);
  });

  it('names the missing field', () => {
    assert.equal(registrationProblem({ ...valid, userName: '  ' }), 'User name is required');
    assert.equal(registrationProblem({ ...valid, email: '' }), 'Email is required');
    assert.equal(registrationProblem({ ...valid, password: '' }), 'Password is required');
  });

  it('checks e-mail shape, password length and name length', () => {
    assert.equal(
      registrationProblem({ ...valid, email: 'meera@' }),
      'Please enter a valid email address',
    );
    assert.equal(
      registrationProblem({ ...valid, password: '12345' }),
      'Password must be at least 6 characters long.',
    );
    assert.equal(
      registrationProblem({ ...valid, userName: 'x'.repeat(101) }),
      'User name must not exceed 100 characters',
    );
  });

  it('normalizes e-mail addresses', () => {
    assert.equal(normalizeEmail('  Meera@Example.COM '), 'meera@example.com');
  });
});

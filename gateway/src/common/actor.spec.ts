import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { actorOf, assertMayActFor, namedActorOf, namedUserOrCaller } from './actor.js';

const ME = '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e';
const OTHER = '0b6f2c1e-8d4a-4e3b-9f7c-1a2b3c4d5e6f';
const user: AuthUser = { id: ME, role: 'user', email: 'a@b.in', userName: 'Asha', sessionId: 's' };
const admin: AuthUser = { ...user, role: 'admin' };

describe('the caller as an actor', () => {
  it('a body that names no user (absent, null or blank) names the caller', () => {
    for (const none of [undefined, null, '']) assert.equal(namedUserOrCaller(user, none), ME);
    assert.equal(namedUserOrCaller(user, OTHER), OTHER);
  });

  it('is { userId, role }, with userName for the services that show it', () => {
    assert.deepEqual(actorOf(user), { userId: ME, role: 'user', userName: '' });
    assert.deepEqual(namedActorOf(user), { userId: ME, role: 'user', userName: 'Asha' });
  });

  it('may act for itself; only an admin for another user, and a malformed id is 404', () => {
    assert.equal(assertMayActFor(user, ME), ME);
    assert.equal(assertMayActFor(admin, OTHER), OTHER);
    assert.throws(() => assertMayActFor(user, OTHER), ForbiddenException);
    assert.throws(() => assertMayActFor(user, undefined), ForbiddenException);
    assert.throws(() => assertMayActFor(admin, 'not-a-uuid'), NotFoundException);
  });
});

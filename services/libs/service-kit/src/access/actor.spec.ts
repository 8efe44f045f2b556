import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { status } from '@grpc/grpc-js';
import { AppRpcError } from '../grpc/rpc-errors.js';
import {
  ACCESS_DENIED,
  assertActorMayActFor,
  isAdmin,
  mayActFor,
  requireActor,
  requireAdmin,
  SIGN_IN_REQUIRED,
} from './actor.js';

const ME = '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e';
const OTHER = '0b6f2c1e-8d4a-4e3b-9f7c-1a2b3c4d5e6f';
const customer = { userId: ME, role: 'user', userName: 'Asha' };
const admin = { userId: OTHER, role: 'admin', userName: 'Owner' };
const roleOnly = { userId: '', role: 'admin', userName: '' };

/** The gRPC status and message a check refuses with. */
function refusal(code: status, message: string) {
  return (error: unknown) => {
    assert.ok(error instanceof AppRpcError);
    assert.equal(error.code, code);
    assert.equal(error.message, message);
    return true;
  };
}
const unauthenticated = (message = SIGN_IN_REQUIRED) => refusal(status.UNAUTHENTICATED, message);
const denied = refusal(status.PERMISSION_DENIED, ACCESS_DENIED);

describe('who may act', () => {
  it('an admin is a signed-in actor whose role is admin', () => {
    assert.equal(isAdmin(admin), true);
    assert.equal(isAdmin(customer), false);
    assert.equal(isAdmin(roleOnly), false);
    assert.equal(isAdmin(undefined), false);
  });

  it('a customer may act for themself only; an admin for anyone', () => {
    assert.equal(mayActFor(customer, ME), true);
    assert.equal(mayActFor(customer, OTHER), false);
    assert.equal(mayActFor(admin, ME), true);
    assert.equal(mayActFor(roleOnly, ME), false);
    assert.equal(mayActFor(roleOnly, ''), false);
    assert.equal(mayActFor(undefined, ME), false);
  });

  it('a call that needs a signed-in person is 401 "Please sign in to continue" without one', () => {
    assert.equal(requireActor(customer), customer);
    assert.throws(() => requireActor(undefined), unauthenticated());
    assert.throws(() => requireActor(roleOnly), unauthenticated());
  });

  it('a service may word the 401 its own way', () => {
    const message = 'You must be logged in to submit feedback.';
    assert.throws(() => requireActor(undefined, message), unauthenticated(message));
  });

  it('an admin RPC is 403 "Access denied" for a customer, a guest and a role without a user', () => {
    assert.equal(requireAdmin(admin), admin);
    assert.throws(() => requireAdmin(customer), denied);
    assert.throws(() => requireAdmin(undefined), denied);
    assert.throws(() => requireAdmin(roleOnly), denied);
  });

  it("another user's data is 403 for a customer, 401 for a guest, and open to an admin", () => {
    assert.equal(assertActorMayActFor(customer, ME), customer);
    assert.equal(assertActorMayActFor(admin, ME), admin);
    assert.throws(() => assertActorMayActFor(customer, OTHER), denied);
    assert.throws(() => assertActorMayActFor(undefined, ME), unauthenticated());
    assert.throws(() => assertActorMayActFor(roleOnly, ME), unauthenticated());
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideRefresh } from './refresh-rules.js';

describe('refresh token rules', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const later = new Date('2026-12-25T12:00:00Z');

  it('rotates a fresh, unused token of a live family', () => {
    assert.equal(
      decideRefresh({ usedAt: null, expiresAt: later, familyRevokedAt: null }, now),
      'rotate',
    );
  });

  it('detects reuse of an exchanged token', () => {
    assert.equal(
      decideRefresh({ usedAt: now, expiresAt: later, familyRevokedAt: null }, now),
      'reuse-detected',
    );
  });

  it('refuses expired tokens and revoked families', () => {
    assert.equal(
      decideRefresh({ usedAt: null, expiresAt: now, familyRevokedAt: null }, now),
      'expired',
    );
    assert.equal(
      decideRefresh({ usedAt: null, expiresAt: later, familyRevokedAt: now }, now),
      'revoked',
    );
  });
});

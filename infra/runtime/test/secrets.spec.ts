import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  generatePassword,
  loadOrCreateAdminCredentials,
  loadOrCreateSecrets,
} from '../src/secrets.js';

const tmp = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-spec-'));

describe('secrets', () => {
  it('are generated once, kept private, and read back unchanged', () => {
    const dir = tmp();
    const first = loadOrCreateSecrets(dir);
    assert.ok(first.jwtSecret.length >= 32);
    assert.ok(first.postgresPassword.length >= 24);
    assert.ok(first.serviceAuthSecret.length >= 32);
    assert.notEqual(first.serviceAuthSecret, first.jwtSecret);
    assert.equal(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777, 0o600);
    assert.deepEqual(loadOrCreateSecrets(dir), first);
    fs.rmSync(dir, { recursive: true });
  });

  it('adds SERVICE_AUTH_SECRET to a secrets.json written before it existed, keeping the rest', () => {
    const dir = tmp();
    fs.writeFileSync(
      path.join(dir, 'secrets.json'),
      JSON.stringify({ jwtSecret: 'j'.repeat(48), postgresPassword: 'pw-of-an-older-start' }),
    );
    const secrets = loadOrCreateSecrets(dir);
    assert.equal(secrets.jwtSecret, 'j'.repeat(48));
    assert.equal(secrets.postgresPassword, 'pw-of-an-older-start');
    assert.ok(secrets.serviceAuthSecret.length >= 32);
    assert.deepEqual(loadOrCreateSecrets(dir), secrets);
    fs.rmSync(dir, { recursive: true });
  });

  it('differ between data directories (nothing built in)', () => {
    const a = tmp();
    const b = tmp();
    assert.notEqual(loadOrCreateSecrets(a).jwtSecret, loadOrCreateSecrets(b).jwtSecret);
    fs.rmSync(a, { recursive: true });
    fs.rmSync(b, { recursive: true });
  });
});

describe('admin credentials', () => {
  it('are generated on the first start only, and marked created then', () => {
    const dir = tmp();
    const first = loadOrCreateAdminCredentials(dir);
    assert.equal(first.created, true);
    assert.equal(first.email, 'admin@boutique.local');
    const second = loadOrCreateAdminCredentials(dir);
    assert.equal(second.created, false);
    assert.equal(second.password, first.password);
    fs.rmSync(dir, { recursive: true });
  });

  it('come from BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD when both are set', () => {
    const dir = tmp();
    const creds = loadOrCreateAdminCredentials(dir, {
      BOOTSTRAP_ADMIN_EMAIL: 'owner@shop.in',
      BOOTSTRAP_ADMIN_PASSWORD: 'Chosen-Pass-1',
    });
    assert.deepEqual(
      [creds.email, creds.password, creds.source, creds.created],
      ['owner@shop.in', 'Chosen-Pass-1', 'env', false],
    );
    assert.equal(fs.existsSync(path.join(dir, 'admin-credentials.json')), false);
    fs.rmSync(dir, { recursive: true });
  });

  it('generated passwords mix cases and digits', () => {
    for (let i = 0; i < 50; i++) {
      const pw = generatePassword();
      assert.match(pw, /^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
      assert.match(pw, /[A-Z]/);
      assert.match(pw, /[a-z]/);
      assert.match(pw, /[0-9]/);
    }
  });
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadPrepare } from '../src/prepare.js';

const prepare = await loadPrepare();

function touch(file: string, secondsAgo: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'x');
  const t = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(file, t, t);
}

describe('isStale', () => {
  it('says dist missing when there is no output', () => {
    assert.equal(prepare.isStale(100, 0), 'dist missing');
  });
  it('says stale when a source is newer than every output', () => {
    assert.equal(prepare.isStale(200, 100), 'sources newer than dist');
  });
  it('is fresh when the newest output is newer or equal', () => {
    assert.equal(prepare.isStale(100, 100), null);
    assert.equal(prepare.isStale(100, 200), null);
  });
});

describe('staleWorkspaces', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prepare-spec-'));
  fs.writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ workspaces: ['pkgs/fresh', 'pkgs/stale', 'pkgs/unbuilt', 'pkgs/no-build'] }),
  );
  for (const name of ['fresh', 'stale', 'unbuilt', 'no-build']) {
    const scripts = name === 'no-build' ? {} : { build: 'tsc' };
    fs.mkdirSync(path.join(root, 'pkgs', name), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'pkgs', name, 'package.json'),
      JSON.stringify({ name: `@t/${name}`, scripts }),
    );
    const t = new Date(Date.now() - 600_000);
    fs.utimesSync(path.join(root, 'pkgs', name, 'package.json'), t, t);
  }
  touch(path.join(root, 'pkgs/fresh/src/a.ts'), 100);
  touch(path.join(root, 'pkgs/fresh/dist/a.js'), 50);
  touch(path.join(root, 'pkgs/stale/src/a.ts'), 10);
  touch(path.join(root, 'pkgs/stale/dist/a.js'), 50);
  touch(path.join(root, 'pkgs/stale/README.md'), 0); // docs never make a build stale
  touch(path.join(root, 'pkgs/unbuilt/src/a.ts'), 10);
  touch(path.join(root, 'pkgs/fresh/node_modules/x/index.js'), 0); // nor do dependencies

  it('lists missing and outdated dist folders, and only workspaces with a build script', () => {
    const stale = prepare.staleWorkspaces(root);
    assert.deepEqual(
      stale.map((s) => [s.path, s.reason]),
      [
        ['pkgs/stale', 'sources newer than dist'],
        ['pkgs/unbuilt', 'dist missing'],
      ],
    );
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('compareLocks', () => {
  it('finds missing and other-version packages, ignoring optional and foreign-platform ones', () => {
    const lock = {
      '': { version: '1.0.0' },
      'services/identity': { version: '0.1.0' },
      'node_modules/a': { version: '1.0.0' },
      'node_modules/b': { version: '2.0.0' },
      'node_modules/c': { version: '1.0.0' },
      'node_modules/opt': { version: '1.0.0', optional: true },
      'node_modules/@x/darwin': { version: '1.0.0', os: ['darwin'] },
      'node_modules/@boutique/identity': { link: true },
      'services/identity/node_modules/d': { version: '3.0.0' },
    };
    const installed = {
      'node_modules/a': { version: '1.0.0' },
      'node_modules/b': { version: '1.9.0' },
      'node_modules/@boutique/identity': {},
    };
    assert.deepEqual(prepare.compareLocks(lock, installed, 'linux', 'x64'), [
      'node_modules/b',
      'node_modules/c',
      'services/identity/node_modules/d',
    ]);
  });
});

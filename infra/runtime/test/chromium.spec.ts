import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { findChromium, isExecutableFile, playwrightChromiumPath } from '../src/chromium.js';
import { browserStep } from '../src/cli/test.js';

/** A folder with an executable `name` in it (a fake browser), and one with nothing. */
let bin: string;
let empty: string;
let playwrightChrome: string;
const noPlaywright = () => Promise.resolve(undefined);

function executable(dir: string, name: string): string {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
  return file;
}

before(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-lookup-'));
  bin = path.join(root, 'bin');
  empty = path.join(root, 'empty');
  fs.mkdirSync(empty, { recursive: true });
  executable(bin, 'chromium-browser');
  fs.writeFileSync(path.join(empty, 'chromium'), 'not executable', { mode: 0o644 });
  playwrightChrome = executable(root, 'ms-playwright/chromium-1/chrome-linux64/chrome');
});
after(() => fs.rmSync(path.dirname(bin), { recursive: true, force: true }));

describe('finding Chromium for the browser tests', () => {
  it('takes CHROMIUM_PATH when it names an executable file', async () => {
    const found = await findChromium({
      env: { CHROMIUM_PATH: playwrightChrome, PATH: bin },
      playwrightChromium: noPlaywright,
    });
    assert.deepEqual(found, { found: true, path: playwrightChrome, source: 'CHROMIUM_PATH' });
  });

  it('reports a CHROMIUM_PATH that is not there instead of looking elsewhere', async () => {
    const found = await findChromium({
      env: { CHROMIUM_PATH: '/nonexistent', PATH: bin },
      playwrightChromium: () => Promise.resolve(playwrightChrome),
    });
    assert.deepEqual(found, {
      found: false,
      reason: 'CHROMIUM_PATH=/nonexistent is not an executable file',
    });
  });

  it('finds chromium or chromium-browser on PATH, skipping a file that is not executable', async () => {
    const found = await findChromium({
      env: { PATH: [empty, bin].join(path.delimiter) },
      playwrightChromium: noPlaywright,
    });
    assert.deepEqual(found, {
      found: true,
      path: path.join(bin, 'chromium-browser'),
      source: 'PATH',
    });
  });

  it('falls back to the Chromium Playwright installed (chromium.executablePath())', async () => {
    const found = await findChromium({
      env: { PATH: empty },
      playwrightChromium: () => Promise.resolve(playwrightChrome),
    });
    assert.deepEqual(found, { found: true, path: playwrightChrome, source: 'playwright' });
  });

  it('says why when there is none anywhere', async () => {
    const missing = path.join(empty, 'ms-playwright', 'chromium-1', 'chrome');
    const found = await findChromium({
      env: { PATH: empty },
      playwrightChromium: () => Promise.resolve(missing),
    });
    assert.ok(!found.found);
    assert.ok(
      found.reason.startsWith(
        `no Chromium: CHROMIUM_PATH is unset, no chromium or chromium-browser on PATH, none installed by Playwright at ${missing}`,
      ),
      found.reason,
    );
  });

  it('asks playwright-core where its own download is (the default of the last step)', async () => {
    assert.match((await playwrightChromiumPath()) ?? '', /chromium-\d+\/.*chrome$/);
  });

  it('treats folders and missing files as no browser', () => {
    assert.equal(isExecutableFile(bin), false);
    assert.equal(isExecutableFile(path.join(bin, 'nothing')), false);
    assert.equal(isExecutableFile(path.join(bin, 'chromium-browser')), true);
  });
});

describe('the browser steps of npm test', () => {
  const web = { name: '@boutique/web' };
  it('run against the stack with CHROMIUM_PATH set to the browser found', () => {
    const step = browserStep(web, { found: true, path: '/usr/bin/chromium', source: 'PATH' });
    assert.equal(step.name, 'e2e:web');
    assert.equal(step.needs, 'stack');
    assert.match(step.command, /Chromium from PATH: \/usr\/bin\/chromium/);
  });
  it('are skipped by name with the reason, needing no stack, when there is no browser', async () => {
    const step = browserStep(web, { found: false, reason: 'no Chromium: ...' });
    assert.equal(step.name, 'e2e:web');
    assert.equal(step.needs, undefined);
    assert.deepEqual(await step.run({ env: {} }), { status: 'skipped', note: 'no Chromium: ...' });
  });
});

#!/usr/bin/env node
// Runs node's test runner over every *.spec.js and *.e2e-spec.js under the given folders,
// or the given files (Node 20's --test takes no glob). Usage, from a workspace folder:
//   node ../../infra/runtime/bin/node-test.mjs dist/src dist/test [-- --test-name-pattern=x]
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const dirs = (split === -1 ? argv : argv.slice(0, split)).filter((a) => !a.startsWith('--'));
const passthrough = [
  ...(split === -1 ? [] : argv.slice(split + 1)),
  ...(split === -1 ? argv : argv.slice(0, split)).filter((a) => a.startsWith('--')),
];

export const TEST_FILE = /\.(spec|e2e-spec)\.js$/;

function find(dir, found) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) find(full, found);
    else if (TEST_FILE.test(entry.name)) found.push(full);
  }
}

const files = [];
for (const target of dirs.length > 0 ? dirs : ['dist']) {
  if (!existsSync(target)) continue;
  if (statSync(target).isDirectory()) find(target, files);
  else files.push(target); // a file named on purpose runs whatever its name
}
files.sort();
if (files.length === 0) {
  console.log(
    `no test files (looked for *.spec.js and *.e2e-spec.js under ${dirs.join(', ') || 'dist'})`,
  );
  process.exit(0);
}
const child = spawn(
  process.execPath,
  [
    '--enable-source-maps',
    '--test',
    '--test-reporter=spec',
    '--test-force-exit',
    ...passthrough,
    ...files,
  ],
  { stdio: 'inherit' },
);
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale (`--rebuild` forces a full
// build, `--no-build` only reports staleness), then runs the compiled runtime
// (infra/runtime/dist/src/cli/start.js). `--quiet` shows only warnings and errors.
import { prepare } from './lib/prepare.mjs';

const args = process.argv.slice(2);
await prepare({ rebuild: args.includes('--rebuild'), noBuild: args.includes('--no-build') });
const { main } = await import('../dist/src/cli/start.js');
await main(args.filter((arg) => arg !== '--rebuild' && arg !== '--no-build'));

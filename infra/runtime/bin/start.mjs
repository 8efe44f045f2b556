#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale (`--rebuild` forces a full
// build), then runs the compiled runtime (infra/runtime/dist/src/cli/start.js).
import { prepare } from './lib/prepare.mjs';

const args = process.argv.slice(2);
await prepare({ rebuild: args.includes('--rebuild') });
const { main } = await import('../dist/src/cli/start.js');
await main(args.filter((arg) => arg !== '--rebuild'));

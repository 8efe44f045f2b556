#!/usr/bin/env node
// `npm run prodlike`: installs what is missing, builds what is stale (`--rebuild` forces a
// full build), then runs the production shape on this machine
// (infra/runtime/dist/src/cli/prodlike.js): nginx, replicas, the local PostgreSQL and Redis.
import { prepare } from './lib/prepare.mjs';

const args = process.argv.slice(2);
await prepare({ rebuild: args.includes('--rebuild'), noBuild: args.includes('--no-build') });
const { main } = await import('../dist/src/cli/prodlike.js');
await main(args.filter((arg) => arg !== '--rebuild' && arg !== '--no-build'));

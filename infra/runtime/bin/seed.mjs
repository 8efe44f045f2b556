#!/usr/bin/env node
// `npm run seed -- --products 10000`: adds demo sarees to the running stack (see
// src/cli/seed.ts). Builds first when something is stale, like npm start.
import { prepare } from './lib/prepare.mjs';

await prepare();
const { main } = await import('../dist/src/cli/seed.js');
await main(process.argv.slice(2));

#!/usr/bin/env node
// `npm run bench -- startup` (`npm run bench` runs every bench): prints figures, asserts
// nothing. Installs and builds first, like npm start, so the timing excludes the build.
import { prepare } from './lib/prepare.mjs';

await prepare();
const { main } = await import('../dist/src/cli/bench.js');
await main(process.argv.slice(2));

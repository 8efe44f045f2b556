#!/usr/bin/env node
// `npm test`: the one test command (see infra/runtime/src/cli/test.ts). The launcher only
// makes sure dependencies are installed and the runtime itself is built; building the
// rest is the first step of the test run.
import { prepare } from './lib/prepare.mjs';

await prepare({ buildAll: false });
const { main } = await import('../dist/src/cli/test.js');
await main(process.argv.slice(2));

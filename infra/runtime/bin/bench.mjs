#!/usr/bin/env node
// `npm run bench -- startup` (`npm run bench` runs every bench): prints figures, asserts
// nothing. Installs and builds first, like npm start, so the timing excludes the build;
// `--no-build` measures the builds as they are (stale workspaces are named, not rebuilt).
import { prepare } from './lib/prepare.mjs';

const args = process.argv.slice(2);
await prepare({ noBuild: args.includes('--no-build') });
const { main } = await import('../dist/src/cli/bench.js');
await main(args);

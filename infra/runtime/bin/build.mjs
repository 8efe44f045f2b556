#!/usr/bin/env node
// `npm run build`: every workspace's build script, each after the workspaces it depends
// on (buildOrder in lib/prepare.mjs).
//   --stale          only what is stale and what depends on it (as npm start does)
//   --for <path>     one workspace and the workspaces it depends on (the Dockerfile)
import {
  buildOrder,
  buildWorkspaces,
  ensureBuilt,
  readWorkspaces,
  withDependencies,
} from './lib/prepare.mjs';

const args = process.argv.slice(2);
const forIndex = args.indexOf('--for');
const started = Date.now();
if (args.includes('--stale')) {
  if (!(await ensureBuilt())) console.log('[runtime] everything is up to date');
} else {
  const all = readWorkspaces();
  const list = forIndex === -1 ? all : withDependencies(args[forIndex + 1], all);
  const code = await buildWorkspaces(list);
  if (code !== 0) process.exit(code);
  console.log(
    `[runtime] built ${buildOrder(list)
      .map((ws) => ws.path)
      .join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

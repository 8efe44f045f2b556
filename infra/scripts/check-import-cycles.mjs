#!/usr/bin/env node
// Circular imports inside each service: files that import each other in a circle, and
// feature folders of src/ that do (docs/service-layout.md, "Dependencies"). Relative
// imports only: a service never imports another, and the kit and contracts are outside.
//   node infra/scripts/check-import-cycles.mjs [service…]   (default: every service)
// Prints each cycle with the imports that make it; exits 1 when there is one. Written here
// rather than taken from madge or dpdm because the rule is about feature folders (products
// -> stock -> products), which those tools do not check, and it runs in 0.2 s with no
// dependency; `npm run lint` runs it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const servicesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services');
const services = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(servicesDir).filter(
      (name) => name !== 'libs' && existsSync(path.join(servicesDir, name, 'src')),
    );

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === 'dist' || name === 'node_modules' ? [] : walk(file);
    return file.endsWith('.ts') && !file.endsWith('.d.ts') ? [file] : [];
  });

/** The files a TypeScript file imports with a relative path (`./x.js` is `./x.ts`). */
function importsOf(file) {
  const found = new Set();
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = path.resolve(path.dirname(file), match[1]).replace(/\.js$/, '.ts');
    if (existsSync(target)) found.add(target);
  }
  return found;
}

/** Strongly connected components of more than one node (Tarjan). */
function cycles(nodes, edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.reverse());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

let problems = 0;
for (const service of services) {
  const root = path.join(servicesDir, service);
  const src = path.join(root, 'src');
  const files = ['src', 'test'].flatMap((part) =>
    existsSync(path.join(root, part)) ? walk(path.join(root, part)) : [],
  );
  const fileEdges = new Map(files.map((file) => [file, importsOf(file)]));
  for (const cycle of cycles(files, fileEdges)) {
    problems++;
    console.log(
      `${service}: files import each other: ${cycle.map((f) => path.relative(root, f)).join(' -> ')}`,
    );
  }
  // Folders: the first folder under src/ (files directly in src/ are the entry points).
  const folderOf = (file) => {
    const parts = path.relative(src, file).split(path.sep);
    return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
  };
  const folderEdges = new Map();
  const because = new Map();
  for (const [file, targets] of fileEdges) {
    const from = folderOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = folderOf(target);
      if (!to || to === from) continue;
      if (!folderEdges.has(from)) folderEdges.set(from, new Set());
      folderEdges.get(from).add(to);
      const key = `${from} ${to}`;
      because.set(key, [
        ...(because.get(key) ?? []),
        `${path.relative(src, file)} -> ${path.relative(src, target)}`,
      ]);
    }
  }
  for (const cycle of cycles([...folderEdges.keys()], folderEdges)) {
    problems++;
    console.log(`${service}: folders of src/ import each other: ${cycle.join(', ')}`);
    for (const from of cycle)
      for (const to of cycle)
        for (const line of because.get(`${from} ${to}`) ?? []) console.log(`  ${line}`);
  }
}
console.log(
  problems === 0
    ? `no circular imports in ${services.join(', ')}`
    : `${problems} circular import(s)`,
);
process.exit(problems === 0 ? 0 : 1);

// The k6 scenarios of infra/k6 (k6 itself is not installed here): each file parses as an
// ES module, imports only k6's modules and names lib.js exports, a scenario exports options
// with thresholds, and every REST path it calls (and every route its thresholds and tags
// name) is one gateway/openapi.json documents, with that method.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse, type Node } from 'acorn';

const here = path.dirname(fileURLToPath(import.meta.url));
const K6_DIR = path.resolve(here, '../../../k6');
const OPENAPI = path.resolve(here, '../../../../gateway/openapi.json');

type AnyNode = Node & Record<string, unknown>;

/** Every node of the tree, depth first. */
function* walk(node: unknown): Generator<AnyNode> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  const n = node as AnyNode;
  if (typeof n.type === 'string') yield n;
  for (const [key, value] of Object.entries(n)) {
    if (key !== 'type' && key !== 'start' && key !== 'end' && value && typeof value === 'object')
      yield* walk(value);
  }
}

/** A string literal's value, or a template literal with `{}` in place of each `${…}`. */
function text(node: AnyNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as { value: { cooked: string } }[];
    const joined = quasis.map((q) => q.value.cooked).join('{}');
    // `${BASE_URL}/api/...`
    return joined.startsWith('{}/') ? joined.slice(2) : joined;
  }
  return undefined;
}

const openapi = JSON.parse(fs.readFileSync(OPENAPI, 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const routes = Object.entries(openapi.paths).map(([route, operations]) => ({
  route,
  methods: new Set(Object.keys(operations).map((m) => m.toUpperCase())),
  pattern: new RegExp(`^${route.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The documented route a called path (values filled in as `{}`) is, or undefined. */
function routeOf(calledPath: string) {
  const bare = calledPath.split('?')[0].replace(/\{\}/g, 'x');
  return routes.find((r) => r.pattern.test(bare));
}

const files = fs
  .readdirSync(K6_DIR)
  .filter((f) => f.endsWith('.js'))
  .sort();
const programs = new Map(
  files.map((file) => [
    file,
    parse(fs.readFileSync(path.join(K6_DIR, file), 'utf8'), {
      ecmaVersion: 'latest',
      sourceType: 'module',
    }) as unknown as AnyNode,
  ]),
);

function exportsOf(program: AnyNode): Set<string> {
  const names = new Set<string>();
  for (const node of program.body as AnyNode[]) {
    if (node.type === 'ExportDefaultDeclaration') names.add('default');
    if (node.type !== 'ExportNamedDeclaration') continue;
    const declaration = node.declaration as AnyNode | null;
    if (declaration?.type === 'FunctionDeclaration')
      names.add((declaration.id as { name: string }).name);
    if (declaration?.type === 'VariableDeclaration')
      for (const d of declaration.declarations as { id: { name: string } }[]) names.add(d.id.name);
  }
  return names;
}

describe('k6 scenarios (infra/k6)', () => {
  it('the scenarios are there: auth, browse, search, checkout', () => {
    for (const wanted of ['auth.js', 'browse.js', 'search.js', 'checkout.js', 'lib.js'])
      assert.ok(files.includes(wanted), wanted);
  });

  it('import only k6 modules and exports of lib.js', () => {
    const lib = exportsOf(programs.get('lib.js')!);
    for (const [file, program] of programs) {
      for (const node of program.body as AnyNode[]) {
        if (node.type !== 'ImportDeclaration') continue;
        const source = (node.source as { value: string }).value;
        if (source === './lib.js') {
          for (const spec of node.specifiers as { imported?: { name: string } }[])
            assert.ok(
              lib.has(spec.imported!.name),
              `${file}: lib.js has no ${spec.imported!.name}`,
            );
        } else {
          assert.match(source, /^k6(\/[a-z-]+)?$/, `${file} imports ${source}`);
        }
      }
    }
  });

  it('each scenario exports options with scenarios and thresholds, and the functions they run', () => {
    for (const [file, program] of programs) {
      if (file === 'lib.js') continue;
      const exported = exportsOf(program);
      assert.ok(exported.has('options'), `${file}: options`);
      const options = (program.body as AnyNode[])
        .filter((n) => n.type === 'ExportNamedDeclaration')
        .map((n) => n.declaration as AnyNode | null)
        .flatMap((d) => (d?.type === 'VariableDeclaration' ? (d.declarations as AnyNode[]) : []))
        .find((d) => (d.id as { name: string }).name === 'options')!.init as AnyNode;
      const keys = (options.properties as { key: { name: string } }[]).map((p) => p.key.name);
      assert.ok(keys.includes('thresholds'), `${file}: thresholds`);
      assert.ok(keys.includes('scenarios'), `${file}: scenarios`);
      // exec functions named by the scenarios exist
      for (const node of walk(options)) {
        if (node.type !== 'Property' || (node.key as { name?: string }).name !== 'exec') continue;
        const name = text(node.value as AnyNode)!;
        assert.ok(exported.has(name), `${file}: scenario exec ${name} is exported`);
      }
      if (![...walk(options)].some((n) => (n.key as { name?: string })?.name === 'exec'))
        assert.ok(exported.has('default'), `${file}: a default function`);
    }
  });

  it('every REST path called is documented in gateway/openapi.json, with its method', () => {
    let calls = 0;
    for (const [file, program] of programs) {
      for (const node of walk(program)) {
        if (node.type !== 'CallExpression') continue;
        const callee = node.callee as AnyNode;
        const args = node.arguments as AnyNode[];
        let method: string | undefined;
        let called: string | undefined;
        if (callee.type === 'Identifier' && (callee as { name?: string }).name === 'call') {
          method = text(args[0]);
          called = text(args[1]);
        } else if (
          callee.type === 'MemberExpression' &&
          ((callee.object as { name?: string }).name ?? '') === 'http'
        ) {
          const verb = (callee.property as { name: string }).name;
          if (verb === 'request') {
            method = text(args[0]);
            called = text(args[1]);
          } else if (['get', 'post', 'put', 'patch', 'del', 'head'].includes(verb)) {
            method = verb === 'del' ? 'DELETE' : verb.toUpperCase();
            called = text(args[0]);
          }
        }
        if (!called || !called.startsWith('/')) continue; // lib.js's own generic request
        calls += 1;
        const route = routeOf(called);
        assert.ok(route, `${file}: ${method} ${called} is not in openapi.json`);
        assert.ok(
          method && route.methods.has(method),
          `${file}: ${method} ${called} (${route.route} answers ${[...route.methods].join(', ')})`,
        );
      }
    }
    assert.ok(calls >= 20, `calls found: ${calls}`);
  });

  it('every route named in tags and thresholds is an openapi.json path', () => {
    const documented = new Set(Object.keys(openapi.paths));
    let named = 0;
    for (const [file, program] of programs) {
      for (const node of walk(program)) {
        const value = text(node);
        if (value === undefined) continue;
        const threshold = /\{name:(\/.*)\}$/.exec(value);
        const route = threshold?.[1];
        const isTag =
          node.type === 'Literal' &&
          value.startsWith('/api/') &&
          value.includes('{') &&
          !value.includes('{}');
        for (const candidate of [route, isTag ? value : undefined]) {
          if (!candidate) continue;
          named += 1;
          assert.ok(
            documented.has(candidate),
            `${file}: route ${candidate} is not in openapi.json`,
          );
        }
      }
    }
    assert.ok(named >= 10, `routes named: ${named}`);
  });
});

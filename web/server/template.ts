import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The client build's index.html, cut around <div id="root"></div>, and its manifest
// (.vite/manifest.json): which JS chunks and CSS files a route's module needs, so a
// rendered page modulepreloads its route's chunks and links its CSS before any script runs.

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type Template = {
  /** Everything before `</head>`, without the template's own title and description. */
  head: string;
  /** `</head>` up to and including `<div id="root">`. */
  bodyStart: string;
  /** From `</div>` of the root to the end. */
  end: string;
  /** The tags that load `module`'s chunks and CSS (beyond what the entry loads). */
  assetsFor(module: string): string;
  /** The plain index.html (pages the server does not render). */
  html: string;
};

const ROOT = '<div id="root"></div>';

export function loadTemplate(webDist: string): Template {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const manifest = readManifest(webDist);
  return parseTemplate(html, manifest, (file) => {
    try {
      return readFileSync(join(webDist, file), 'utf8');
    } catch {
      return null;
    }
  });
}

function readManifest(webDist: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** Reads a file of the client build (`assets/x.css`); null when it is not there. */
export type AssetReader = (file: string) => string | null;

export function parseTemplate(
  html: string,
  manifest: Manifest,
  readAsset: AssetReader = () => null,
): Template {
  const headEnd = html.indexOf('</head>');
  const rootAt = html.indexOf(ROOT);
  if (headEnd < 0 || rootAt < 0 || rootAt < headEnd) {
    throw new Error('The client build index.html has no </head> or no <div id="root"></div>');
  }
  const head = html
    .slice(0, headEnd)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '');
  const bodyStart = html.slice(headEnd, rootAt) + '<div id="root">';
  const end = html.slice(rootAt + '<div id="root">'.length);
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loadedByEntry = new Set(entry ? chunkClosure(manifest, entryKey(manifest)) : []);

  const cache = new Map<string, string>();
  return {
    head,
    bodyStart,
    end,
    html,
    assetsFor(module) {
      let tags = cache.get(module);
      if (tags === undefined) {
        tags = moduleTags(manifest, module, loadedByEntry, readAsset);
        cache.set(module, tags);
      }
      return tags;
    },
  };
}

function entryKey(manifest: Manifest): string {
  return Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0] ?? '';
}

/** `key` and every chunk it imports statically. */
function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) chunkClosure(manifest, imported, seen);
  return [...seen];
}

function moduleTags(
  manifest: Manifest,
  module: string,
  loadedByEntry: Set<string>,
  readAsset: AssetReader,
): string {
  const chunks = chunkClosure(manifest, module).filter((key) => !loadedByEntry.has(key));
  const tags: string[] = [];
  const css = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key];
    for (const file of chunk.css ?? []) css.add(file);
  }
  // The route's CSS inline: the page paints styled without waiting for a dozen small
  // stylesheets on a slow network (the chunks add their <link>s later; same rules).
  for (const file of css) {
    const text = readAsset(file);
    tags.push(
      text === null
        ? `<link rel="stylesheet" crossorigin href="/${file}" />`
        : `<style data-href="/${file}">${text.replace(/<\/style/gi, '<\\/style')}</style>`,
    );
  }
  for (const key of chunks) {
    tags.push(`<link rel="modulepreload" crossorigin href="/${manifest[key].file}" />`);
  }
  return tags.join('\n    ');
}

// Reads the dashboards and alert rules of infra/observability and names the metrics their
// PromQL expressions use (observability.spec.ts and observability.system-spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';

/** infra/observability (this file runs from infra/runtime/dist/test/observability). */
export const OBSERVABILITY_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../observability',
);

/** Series Prometheus makes itself, not exported by any process. */
export const PROMETHEUS_SERIES = new Set([
  'up',
  'scrape_duration_seconds',
  'scrape_samples_scraped',
]);

const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'and',
  'or',
  'unless',
  'offset',
  'inf',
  'nan',
  'atan2',
]);

/**
 * The metric names a PromQL expression reads: identifiers that are not functions or
 * aggregations (followed by "("), keywords, label names (inside {...} matchers and the
 * lists of by/without/on/ignoring/group_left/group_right) or strings.
 */
export function metricNames(expr: string): string[] {
  let text = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""') // strings
    .replace(/#[^\n]*/g, ' ') // comments
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' '); // ranges and subqueries
  text = text.replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' '); // label lists
  text = text.replace(/\boffset\s+-?\d+[smhdwy]\w*/g, ' ');
  const names = new Set<string>();
  const token = /([A-Za-z_:][A-Za-z0-9_:]*)\s*(\()?|(\d+(?:\.\d+)?(?:e[+-]?\d+)?)/gi;
  for (const match of text.matchAll(token)) {
    const [, word, call] = match;
    if (!word || call || KEYWORDS.has(word.toLowerCase())) continue;
    names.add(word);
  }
  return [...names];
}

export interface Expression {
  /** File, relative to infra/observability, and where in it. */
  where: string;
  expr: string;
}

function walkFiles(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? walkFiles(path.join(dir, entry.name), pattern)
        : pattern.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    )
    .sort();
}

export const dashboardFiles = () =>
  walkFiles(path.join(OBSERVABILITY_DIR, 'grafana', 'dashboards'), /\.json$/);
export const ruleFiles = () =>
  walkFiles(path.join(OBSERVABILITY_DIR, 'prometheus'), /^(?!prometheus).*\.ya?ml$/);

interface Panel {
  title?: string;
  targets?: { expr?: string }[];
  panels?: Panel[];
}

/** Every PromQL expression of the dashboards (panels, rows' panels) and the rule files. */
export function allExpressions(): Expression[] {
  const found: Expression[] = [];
  for (const file of dashboardFiles()) {
    const dashboard = JSON.parse(fs.readFileSync(file, 'utf8')) as { panels?: Panel[] };
    const visit = (panels: Panel[] = []) => {
      for (const panel of panels) {
        for (const target of panel.targets ?? []) {
          if (target.expr)
            found.push({
              where: `${path.relative(OBSERVABILITY_DIR, file)}: ${panel.title}`,
              expr: target.expr,
            });
        }
        visit(panel.panels);
      }
    };
    visit(dashboard.panels);
  }
  for (const file of ruleFiles()) {
    const doc = load(fs.readFileSync(file, 'utf8')) as {
      groups?: { name: string; rules?: { alert?: string; record?: string; expr?: string }[] }[];
    };
    for (const group of doc.groups ?? []) {
      for (const rule of group.rules ?? []) {
        if (rule.expr)
          found.push({
            where: `${path.relative(OBSERVABILITY_DIR, file)}: ${rule.alert ?? rule.record}`,
            expr: String(rule.expr),
          });
      }
    }
  }
  return found;
}

/** Metric families of a Prometheus text exposition: name → type (from the # TYPE lines). */
export function exposedFamilies(exposition: string): Map<string, string> {
  const families = new Map<string, string>();
  for (const line of exposition.split('\n')) {
    const match = /^# TYPE (\S+) (\S+)/.exec(line);
    if (match) families.set(match[1], match[2]);
  }
  return families;
}

/**
 * Whether `name` is a series of the exposed families: a family itself, or the _bucket,
 * _sum or _count series of a histogram (_sum and _count of a summary). A gauge or counter
 * that happens to end in _count is only found by its own name.
 */
export function isExposed(name: string, families: Map<string, string>): boolean {
  if (families.has(name)) return true;
  const match = /^(.*)_(bucket|sum|count)$/.exec(name);
  if (!match) return false;
  const type = families.get(match[1]);
  return type === 'histogram' || (type === 'summary' && match[2] !== 'bucket');
}

/** Expressions' metrics that no exposition has, as `metric (where)` lines. */
export function missingMetrics(expressions: Expression[], families: Map<string, string>): string[] {
  const missing: string[] = [];
  for (const { where, expr } of expressions) {
    for (const name of metricNames(expr)) {
      if (PROMETHEUS_SERIES.has(name) || isExposed(name, families)) continue;
      missing.push(`${name} (${where})`);
    }
  }
  return missing;
}

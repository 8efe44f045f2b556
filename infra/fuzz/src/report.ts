// The printed report of a fuzz run: counts, the seed, failures grouped by operation with
// one replayable example each, and the command that replays the run.
import { asCurl } from './http.js';
import type { FuzzReport } from './runner.js';

export function failureCount(report: FuzzReport): number {
  return report.failures.reduce((n, g) => n + g.count, 0);
}

function shown(text: string | undefined, max = 600): string {
  if (text === undefined) return '(none)';
  const escaped = JSON.stringify(text);
  return escaped.length > max ? `${escaped.slice(0, max)}… (${text.length} chars)` : escaped;
}

export function formatReport(report: FuzzReport, replay: { command: string }): string {
  const lines: string[] = [];
  const rate = report.sent / Math.max(report.seconds, 0.001);
  lines.push(
    `fuzz: ${report.sent} requests in ${report.seconds.toFixed(1)} s (${rate.toFixed(0)}/s), seed ${report.seed}` +
      (report.stoppedEarly ? `, stopped at the time limit before ${report.runs}` : ''),
    `fuzz: ${report.operationsWith2xx} of ${report.operations} operations answered 2xx at least once`,
  );
  for (const [name, s] of Object.entries(report.perIdentity)) {
    const statuses = Object.entries(s.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}×${v}`)
      .join(' ');
    lines.push(
      `  ${name.padEnd(9)} ${String(s.requests).padStart(7)} requests, 5xx ${s.fiveXX}, schema violations ${s.violations}, no answer ${s.noAnswer}  [${statuses}]`,
    );
  }
  for (const note of report.setupNotes) lines.push(`  setup: ${note}`);
  if (report.failures.length === 0) {
    lines.push('fuzz: no failures');
  } else {
    lines.push(`fuzz: ${failureCount(report)} failures in ${report.failures.length} groups:`);
    for (const g of report.failures) {
      const e = g.example;
      lines.push(
        `\n  ✗ ${g.op} — ${g.kind} ×${g.count} (first as ${e.identity}, request #${e.index})`,
        `    answer: ${e.status} ${e.detail}`,
        `    ${e.request.method} ${e.request.url}`,
        `    body: ${typeof e.request.body === 'object' ? JSON.stringify(e.request.body) : shown(e.request.body)}`,
        `    ${asCurl(report.baseUrl, e.request, e.identity).slice(0, 900)}`,
      );
    }
  }
  lines.push(
    `\nreplay: FUZZ_SEED=${report.seed} FUZZ_RUNS=${report.runs} ${replay.command}` +
      ' (add FUZZ_ONLY=<regex of operations> to narrow it; FUZZ_CONCURRENCY=1 for order)',
  );
  return lines.join('\n');
}

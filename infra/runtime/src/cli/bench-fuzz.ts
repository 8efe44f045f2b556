// `npm run bench -- fuzz`: the fuzzer of `npm test`'s system:fuzz step (infra/fuzz) for
// 100,000 requests (FUZZ_RUNS; FUZZ_SEED, FUZZ_CONCURRENCY as there) against its own
// stack, with the test stack's settings (per-client limits lifted, payment sandbox).
// Prints requests, requests/s, 5xx and schema violations per caller (target 0 and 0),
// and the failure groups with one replayable example each. Figures; asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import { formatReport, optionsFromEnv, runFuzz } from '@boutique/fuzz';
import { repoRoot } from '../paths.js';
import { adminCredentialsFile } from '../secrets.js';
import type { BenchTools } from './bench-catalogue.js';
import type { Row } from './bench.js';
import { TEST_STACK_ENV } from './test.js';

const RUNS = 100_000;
const CONCURRENCY = 8;

export async function fuzzBench(tools: BenchTools): Promise<Row[]> {
  const dataDir = path.join(repoRoot, tools.settings.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const options = optionsFromEnv(process.env, { runs: RUNS, concurrency: CONCURRENCY });
  console.log('fuzz: starting the stack (test settings: per-client limits lifted, sandbox) ...');
  const stack = await tools.startNpmStart(path.join(dataDir, 'npm-start-fuzz.log'), TEST_STACK_ENV);
  try {
    const admin = JSON.parse(fs.readFileSync(adminCredentialsFile(dataDir), 'utf8')) as {
      email: string;
      password: string;
    };
    console.log(
      `fuzz: ${options.runs} requests, ${options.concurrency} at a time, seed ${options.seed} ...`,
    );
    const report = await runFuzz({
      baseUrl: `http://127.0.0.1:${tools.settings.port}`,
      admin,
      ...options,
      progress: (line) => console.log(`fuzz: ${line}`),
    });
    console.log(formatReport(report, { command: 'npm run bench -- fuzz' }));
    const rows: Row[] = [
      ['requests', String(report.sent)],
      ['seconds', report.seconds.toFixed(1)],
      ['requests/s', (report.sent / report.seconds).toFixed(0)],
      ['seed (FUZZ_SEED)', String(report.seed)],
      [
        'operations answered 2xx at least once',
        `${report.operationsWith2xx} of ${report.operations}`,
      ],
    ];
    let fiveXX = 0;
    let violations = 0;
    for (const [name, s] of Object.entries(report.perIdentity)) {
      fiveXX += s.fiveXX + s.noAnswer;
      violations += s.violations;
      rows.push([
        `  ${name}: requests / 5xx / schema violations / no answer`,
        `${s.requests} / ${s.fiveXX} / ${s.violations} / ${s.noAnswer}`,
      ]);
    }
    rows.push(
      ['5xx and no answer, all callers (target 0)', String(fiveXX)],
      ['schema violations, all callers (target 0)', String(violations)],
      ['failure groups (operation and kind)', String(report.failures.length)],
    );
    return rows;
  } finally {
    await stack.stop();
  }
}

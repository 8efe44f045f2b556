// The fuzz step of `npm test`: a few thousand schema-driven requests (signed out, as a new
// customer, as the admin) through the running test stack; fails on any 5xx and on any
// answer the committed openapi.json / schema.graphql do not allow. Runs last in the plan
// (the admin's requests leave junk products, banners and orders behind).
//   FUZZ_SEED=... FUZZ_RUNS=... TEST_SLOT=4 npm test -- --only system:fuzz   replays a run
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { failureCount, formatReport, optionsFromEnv, runFuzz } from '../../src/index.js';

const RUNS = 4_000;
const CONCURRENCY = 8;
/** The step stops starting requests after this long (the report says when it did). */
const SECONDS = 80;

describe('fuzz: generated requests through the gateway', () => {
  it(
    'no 5xx and no answer outside the documented schema',
    { timeout: (SECONDS + 120) * 1000 },
    async () => {
      const baseUrl = process.env.BASE_URL;
      const email = process.env.ADMIN_EMAIL;
      const password = process.env.ADMIN_PASSWORD;
      assert.ok(
        baseUrl && email && password,
        'BASE_URL, ADMIN_EMAIL and ADMIN_PASSWORD come from npm test',
      );
      const options = optionsFromEnv(process.env, {
        runs: RUNS,
        concurrency: CONCURRENCY,
        seconds: SECONDS,
      });
      console.log(
        `fuzz: seed ${options.seed}, ${options.runs} requests, ${options.concurrency} at a time`,
      );
      const report = await runFuzz({
        baseUrl,
        admin: { email, password },
        ...options,
        progress: (line) => console.log(`fuzz: ${line}`),
      });
      const text = formatReport(report, {
        command: 'TEST_SLOT=<n> npm test -- --only system:fuzz',
      });
      console.log(text);
      assert.ok(report.sent > 0, 'no request was sent');
      const groups = report.failures.map((g) => `${g.op} — ${g.kind} ×${g.count}`).join('\n');
      assert.equal(failureCount(report), 0, `failures (examples in the report above):\n${groups}`);
    },
  );
});

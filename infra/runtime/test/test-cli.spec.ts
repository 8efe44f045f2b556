import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildPlan, selectSteps, shortName, summaryLine, summaryTable } from '../src/cli/test.js';
import { intFromEnv } from '../src/cli/env.js';

const plan = [
  { name: 'build' },
  { name: 'postgres' },
  { name: 'identity', needs: 'postgres' as const },
  { name: 'web' },
  { name: 'stack' },
  { name: 'system:gateway', needs: 'stack' as const },
  { name: 'e2e:web', needs: 'stack' as const },
  { name: 'e2e:admin-web', needs: 'stack' as const },
];

describe('npm test steps', () => {
  it('runs everything without --only', () => {
    assert.equal(selectSteps(plan, undefined).length, plan.length);
  });
  it('adds the PostgreSQL or the stack a chosen step needs', () => {
    assert.deepEqual(
      selectSteps(plan, ['identity']).map((s) => s.name),
      ['postgres', 'identity'],
    );
    assert.deepEqual(
      selectSteps(plan, ['e2e']).map((s) => s.name),
      ['stack', 'e2e:web', 'e2e:admin-web'],
    );
    assert.deepEqual(
      selectSteps(plan, ['web']).map((s) => s.name),
      ['web'],
    );
  });
  it('counts passed and failed steps, not skipped ones', () => {
    const line = summaryLine([
      { status: 'passed' },
      { status: 'failed' },
      { status: 'skipped' },
      { status: 'passed' },
    ]);
    assert.equal(line, '2 passed, 1 failed');
    assert.match(line, /^\d+ passed, \d+ failed$/);
  });
  it('prints a table of steps', () => {
    const table = summaryTable([{ name: 'build', status: 'passed', seconds: 1.25 }]);
    assert.match(table, /build\s+passed\s+1\.3/);
  });
  it("runs the fuzz step last on the stack, after the browser tests (its admin's junk stays out of them), then the production-like run once the stack is stopped", async () => {
    const names = (await buildPlan(false)).map((s) => s.name);
    assert.deepEqual(names.slice(-2), ['system:fuzz', 'system:prodlike']);
    const e2e = names.filter((n) => n.startsWith('e2e:'));
    assert.ok(e2e.length > 0, names.join(', '));
    for (const step of e2e) assert.ok(names.indexOf(step) < names.indexOf('system:fuzz'), step);
    assert.ok(names.indexOf('system:gateway') < names.indexOf(e2e[0]));
  });

  it('shortens package names', () => {
    assert.equal(shortName('@boutique/service-kit'), 'service-kit');
  });
});

describe('intFromEnv', () => {
  it('reads ports and refuses nonsense with the variable name', () => {
    assert.equal(intFromEnv('PORT', 8080, 1, 65535, {}), 8080);
    assert.equal(intFromEnv('PORT', 8080, 1, 65535, { PORT: '9090' }), 9090);
    assert.throws(
      () => intFromEnv('PORT', 8080, 1, 65535, { PORT: 'abc' }),
      /PORT must be a whole number/,
    );
  });
});

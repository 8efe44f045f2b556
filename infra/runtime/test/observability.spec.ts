// The dashboards and alert rules of infra/observability: they parse, are shaped as Grafana
// and Prometheus load them, and every metric their expressions read is one the processes
// register (service-kit's registry with the default Node.js metrics). The running stack's
// /metrics are checked by test/system/observability.system-spec.ts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { initMetrics, registry } from '@boutique/service-kit';
import { load } from 'js-yaml';
import {
  allExpressions,
  dashboardFiles,
  exposedFamilies,
  isExposed,
  metricNames,
  missingMetrics,
  OBSERVABILITY_DIR,
  ruleFiles,
} from './observability/promql.js';

interface Panel {
  id?: number;
  type?: string;
  title?: string;
  datasource?: { uid?: string };
  targets?: { expr?: string; refId?: string; datasource?: { uid?: string } }[];
  panels?: Panel[];
}

describe('PromQL metric names', () => {
  it('reads metrics, not functions, keywords, labels, strings or durations', () => {
    assert.deepEqual(
      metricNames(
        'histogram_quantile(0.99, sum by (le, route) (rate(http_request_duration_seconds_bucket{service="gateway", route!~"/health/live|/metrics"}[5m]))) > 1',
      ),
      ['http_request_duration_seconds_bucket'],
    );
    assert.deepEqual(
      metricNames(
        'sum(increase(payments_total{outcome=~"failed|refused"}[30m])) / sum(increase(payments_total[30m])) > 0.2 and sum(increase(payments_total[30m] offset 1h)) >= 10',
      ).sort(),
      ['payments_total'],
    );
    assert.deepEqual(
      metricNames('max by (group, topic) (events_consumer_lag) > 1e2 or on (group) vector(0)'),
      ['events_consumer_lag'],
    );
    assert.deepEqual(metricNames('up{job=~"boutique.*"} == 0'), ['up']);
    assert.deepEqual(
      metricNames('a_metric / ignoring(code) group_left(route) b_metric unless c:recorded'),
      ['a_metric', 'b_metric', 'c:recorded'],
    );
  });

  it('strips _bucket, _sum and _count only from histograms (and _sum, _count from summaries)', () => {
    const families = new Map([
      ['http_request_duration_seconds', 'histogram'],
      ['rpc_summary', 'summary'],
      ['jobs_count', 'gauge'],
      ['outbox_backlog', 'gauge'],
    ]);
    for (const name of [
      'http_request_duration_seconds_bucket',
      'http_request_duration_seconds_sum',
      'http_request_duration_seconds_count',
      'rpc_summary_count',
      'jobs_count',
      'outbox_backlog',
    ])
      assert.ok(isExposed(name, families), name);
    for (const name of ['rpc_summary_bucket', 'outbox_backlog_count', 'jobs', 'nothing_bucket'])
      assert.ok(!isExposed(name, families), name);
  });
});

describe('Grafana dashboards (infra/observability/grafana/dashboards)', () => {
  const files = dashboardFiles();

  it('exist, parse, and have their own uid and title', () => {
    assert.ok(files.length >= 3, `dashboards found: ${files.length}`);
    const uids = new Set<string>();
    for (const file of files) {
      const dashboard = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        uid?: string;
        title?: string;
        schemaVersion?: number;
        panels?: Panel[];
        templating?: { list?: { name: string; type: string }[] };
      };
      const name = path.basename(file);
      assert.match(dashboard.uid ?? '', /^[a-z0-9-]{1,40}$/, `${name}: uid`);
      assert.ok(!uids.has(dashboard.uid!), `${name}: uid ${dashboard.uid} used twice`);
      uids.add(dashboard.uid!);
      assert.ok(dashboard.title, `${name}: title`);
      assert.ok((dashboard.schemaVersion ?? 0) >= 36, `${name}: schemaVersion`);
      assert.ok(
        dashboard.templating?.list?.some((v) => v.name === 'datasource' && v.type === 'datasource'),
        `${name}: the Prometheus data source is a variable (provisioning-ready)`,
      );
      const ids = new Set<number>();
      const visit = (panels: Panel[] = []) => {
        for (const panel of panels) {
          assert.ok(typeof panel.id === 'number' && !ids.has(panel.id), `${name}: panel ids`);
          ids.add(panel.id);
          if (panel.type !== 'row') {
            assert.equal(panel.datasource?.uid, '${datasource}', `${name}: ${panel.title}`);
            assert.ok(panel.targets?.length, `${name}: ${panel.title} has queries`);
            for (const target of panel.targets ?? [])
              assert.ok(target.expr && target.refId, `${name}: ${panel.title} target`);
          }
          visit(panel.panels);
        }
      };
      visit(dashboard.panels);
    }
  });

  it('have a provisioning file that points at their folder', () => {
    const provider = load(
      fs.readFileSync(
        path.join(OBSERVABILITY_DIR, 'grafana', 'provisioning', 'dashboards', 'boutique.yml'),
        'utf8',
      ),
    ) as { apiVersion: number; providers: { options: { path: string } }[] };
    assert.equal(provider.apiVersion, 1);
    assert.ok(provider.providers[0].options.path);
    const datasource = load(
      fs.readFileSync(
        path.join(OBSERVABILITY_DIR, 'grafana', 'provisioning', 'datasources', 'prometheus.yml'),
        'utf8',
      ),
    ) as { datasources: { type: string }[] };
    assert.equal(datasource.datasources[0].type, 'prometheus');
  });
});

describe('Prometheus alert rules (infra/observability/prometheus)', () => {
  it('parse, and every rule has an expression, a duration, a severity, a summary and a description', () => {
    const files = ruleFiles();
    assert.ok(files.length >= 1);
    const names = new Set<string>();
    for (const file of files) {
      const doc = load(fs.readFileSync(file, 'utf8')) as {
        groups: {
          name: string;
          rules: {
            alert: string;
            expr: string;
            for: string;
            labels: { severity: string };
            annotations: { summary: string; description: string };
          }[];
        }[];
      };
      for (const group of doc.groups) {
        assert.ok(group.name && group.rules.length > 0);
        for (const rule of group.rules) {
          assert.match(rule.alert, /^Boutique[A-Za-z0-9]+$/);
          assert.ok(!names.has(rule.alert), `${rule.alert} twice`);
          names.add(rule.alert);
          assert.ok(rule.expr.trim(), `${rule.alert}: expr`);
          assert.match(rule.for, /^\d+[smh]$/, `${rule.alert}: for`);
          assert.ok(['page', 'warn'].includes(rule.labels.severity), `${rule.alert}: severity`);
          assert.ok(rule.annotations.summary && rule.annotations.description, rule.alert);
        }
      }
    }
    for (const wanted of [
      'BoutiqueHigh5xxRatio',
      'BoutiqueHighP99Latency',
      'BoutiqueOutboxLag',
      'BoutiqueConsumerLag',
      'BoutiqueDeadLetters',
      'BoutiquePaymentFailures',
      'BoutiqueTargetDown',
    ])
      assert.ok(names.has(wanted), `alert ${wanted}`);
  });

  it('the scrape configuration parses and loads the rule files', () => {
    const config = load(
      fs.readFileSync(path.join(OBSERVABILITY_DIR, 'prometheus', 'prometheus.yml'), 'utf8'),
    ) as { rule_files: string[]; scrape_configs: { job_name: string }[] };
    assert.ok(config.rule_files.some((f) => f.endsWith('alerts.yml')));
    assert.ok(config.scrape_configs.every((c) => c.job_name.startsWith('boutique')));
  });
});

describe('every metric of the dashboards and rules', () => {
  it('is registered by service-kit (what every process serves on /metrics)', async () => {
    initMetrics('observability-spec');
    const families = exposedFamilies(await registry.metrics());
    const expressions = allExpressions();
    assert.ok(expressions.length > 30, `expressions read: ${expressions.length}`);
    assert.deepEqual(missingMetrics(expressions, families), []);
  });
});

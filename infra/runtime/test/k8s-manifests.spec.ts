// infra/k8s as an operator applies it: `kubectl kustomize` of every overlay must build and
// parse, and hold for every Deployment probes, requests and limits, a PodDisruptionBudget,
// a HorizontalPodAutoscaler and a NetworkPolicy of its own behind a default deny; gRPC
// services headless with their callers (services.ts `calls`) let in and addressed as
// dns:///; one database URL per service; the migration Job; the Gateway API routes.
// Needs kubectl (its kustomize); skipped by name without it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { loadAll } from 'js-yaml';
import { repoRoot } from '../src/paths.js';
import { GATEWAY, grpcUrlVariable, SERVICES, STOREFRONT } from '../src/services.js';

const OVERLAYS_DIR = path.join(repoRoot, 'infra', 'k8s', 'overlays');
const NAMESPACE = 'boutique';
/** Processes that must have a Deployment: every row of services.ts, and web (nginx). */
const PROCESSES = [...SERVICES.map((s) => s.name), 'web'];
const GRPC_SERVICES = SERVICES.filter((s) => s.grpcPort !== undefined);
/** Overlays that run in production: every process at least twice. */
const HIGHLY_AVAILABLE = new Set(['prod']);

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
const skip =
  kubectl.status === 0 ? false : 'kubectl is not installed (its kustomize builds infra/k8s)';

type Labels = Record<string, string>;
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Labels };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}
interface Probe {
  httpGet?: { path?: string; port?: string | number };
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Labels; limits?: Labels };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean };
}
interface Peer {
  podSelector?: { matchLabels?: Labels };
  namespaceSelector?: { matchLabels?: Labels };
}
interface IngressRule {
  from?: Peer[];
  ports?: { port?: string | number }[];
}

function build(overlay: string): K8sObject[] {
  const run = spawnSync('kubectl', ['kustomize', path.join(OVERLAYS_DIR, overlay)], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  assert.equal(run.status, 0, `kubectl kustomize ${overlay}: ${run.stderr}`);
  const objects = loadAll(run.stdout).filter(Boolean) as K8sObject[];
  for (const object of objects) {
    assert.ok(object.apiVersion && object.kind && object.metadata?.name, JSON.stringify(object));
  }
  return objects;
}

const overlays = fs.existsSync(OVERLAYS_DIR)
  ? fs
      .readdirSync(OVERLAYS_DIR)
      .filter((name) => fs.existsSync(path.join(OVERLAYS_DIR, name, 'kustomization.yaml')))
      .sort()
  : [];

/** `selector` selects pods labelled `labels` (every pair present). */
function selects(selector: Labels | undefined, labels: Labels): boolean {
  const pairs = Object.entries(selector ?? {});
  return pairs.length > 0 && pairs.every(([key, value]) => labels[key] === value);
}

const podLabels = (deployment: K8sObject) =>
  (deployment.spec?.template as { metadata: { labels?: Labels } }).metadata.labels ?? {};
const podSpec = (owner: K8sObject) => (owner.spec?.template as { spec: PodSpec }).spec;
const secretKey = (container: Container, variable: string) =>
  container.env?.find((env) => env.name === variable)?.valueFrom?.secretKeyRef?.key;

describe('infra/k8s overlays (kubectl kustomize)', { skip }, () => {
  it('has the dev and prod overlays', () => {
    assert.deepEqual(overlays, ['dev', 'prod']);
  });

  for (const overlay of overlays) {
    describe(overlay, () => {
      let objects: K8sObject[] = [];
      before(() => {
        objects = build(overlay);
      });
      const ofKind = (kind: string) => objects.filter((o) => o.kind === kind);
      const named = (kind: string, name: string) => {
        const found = ofKind(kind).find((o) => o.metadata.name === name);
        assert.ok(found, `${overlay}: no ${kind} ${name}`);
        return found;
      };
      const config = () => named('ConfigMap', 'boutique-config').data ?? {};

      it('puts everything in the boutique namespace', () => {
        for (const object of objects.filter((o) => o.kind !== 'Namespace')) {
          assert.equal(
            object.metadata.namespace,
            NAMESPACE,
            `${object.kind} ${object.metadata.name}`,
          );
        }
      });

      it('has a Deployment for every process and no other', () => {
        assert.deepEqual(
          ofKind('Deployment')
            .map((d) => d.metadata.name)
            .sort(),
          [...PROCESSES].sort(),
        );
      });

      it('every container has readiness, liveness and startup probes, requests and limits, no root, a read-only root', () => {
        for (const deployment of ofKind('Deployment')) {
          const name = deployment.metadata.name;
          const spec = podSpec(deployment);
          assert.equal(spec.securityContext?.runAsNonRoot, true, `${name}: runAsNonRoot`);
          for (const container of spec.containers) {
            const where = `${name}/${container.name}`;
            for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe'] as const) {
              assert.ok(container[probe]?.httpGet?.path, `${where}: ${probe}`);
            }
            if (name !== 'web') {
              // web is nginx: its /health/* is the gateway's, so it asks /nginx-health
              assert.equal(container.readinessProbe?.httpGet?.path, '/health/ready', where);
              assert.equal(container.livenessProbe?.httpGet?.path, '/health/live', where);
            }
            for (const kind of ['requests', 'limits'] as const) {
              for (const resource of ['cpu', 'memory']) {
                assert.ok(container.resources?.[kind]?.[resource], `${where}: ${kind}.${resource}`);
              }
            }
            assert.equal(container.securityContext?.readOnlyRootFilesystem, true, where);
            assert.equal(container.securityContext?.allowPrivilegeEscalation, false, where);
          }
        }
      });

      it('every Deployment has a PodDisruptionBudget and a HorizontalPodAutoscaler (none sets replicas itself)', () => {
        for (const deployment of ofKind('Deployment')) {
          const name = deployment.metadata.name;
          const labels = podLabels(deployment);
          assert.equal(deployment.spec?.replicas, undefined, `${name}: replicas belong to its HPA`);
          const budgets = ofKind('PodDisruptionBudget').filter((pdb) =>
            selects((pdb.spec?.selector as { matchLabels?: Labels }).matchLabels, labels),
          );
          assert.equal(budgets.length, 1, `${name}: one PodDisruptionBudget`);
          const scalers = ofKind('HorizontalPodAutoscaler').filter((hpa) => {
            const target = hpa.spec?.scaleTargetRef as { kind: string; name: string };
            return target.kind === 'Deployment' && target.name === name;
          });
          assert.equal(scalers.length, 1, `${name}: one HorizontalPodAutoscaler`);
          const { minReplicas, maxReplicas } = scalers[0].spec as {
            minReplicas: number;
            maxReplicas: number;
          };
          assert.ok(
            minReplicas >= 1 && maxReplicas >= minReplicas,
            `${name}: ${minReplicas}..${maxReplicas}`,
          );
          if (HIGHLY_AVAILABLE.has(overlay)) assert.ok(minReplicas >= 2, `${name}: at least 2`);
        }
      });

      it('denies ingress by default and every Deployment has a NetworkPolicy of its own', () => {
        const policies = ofKind('NetworkPolicy');
        const denyAll = policies.filter(
          (p) =>
            Object.keys((p.spec?.podSelector as { matchLabels?: Labels }) ?? {}).length === 0 &&
            (p.spec?.policyTypes as string[]).includes('Ingress') &&
            !p.spec?.ingress,
        );
        assert.equal(denyAll.length, 1, 'one default-deny ingress policy');
        for (const deployment of ofKind('Deployment')) {
          const own = policies.filter((p) =>
            selects(
              (p.spec?.podSelector as { matchLabels?: Labels }).matchLabels,
              podLabels(deployment),
            ),
          );
          assert.equal(own.length, 1, `${deployment.metadata.name}: one NetworkPolicy`);
        }
      });

      it('gRPC services: headless, reached as dns:///, only by the gateway and their callers; Prometheus reaches metrics', () => {
        const data = config();
        for (const service of GRPC_SERVICES) {
          const svc = named('Service', service.name);
          assert.equal(svc.spec?.clusterIP, 'None', `${service.name}: headless`);
          const ports = svc.spec?.ports as { name: string; port: number }[];
          assert.ok(
            ports.some((p) => p.name === 'grpc' && p.port === service.grpcPort),
            `${service.name}: grpc port ${service.grpcPort}`,
          );
          assert.equal(
            data[grpcUrlVariable(service.name)],
            `dns:///${service.name}.${NAMESPACE}.svc.cluster.local:${service.grpcPort}`,
          );

          const policy = named('NetworkPolicy', service.name);
          const rules = (policy.spec?.ingress ?? []) as IngressRule[];
          const on = (port: string) => rules.filter((r) => r.ports?.some((p) => p.port === port));
          const grpcPeers = on('grpc')
            .flatMap((r) => r.from ?? [])
            .map((peer) => {
              assert.equal(
                peer.namespaceSelector,
                undefined,
                `${service.name}: gRPC from this namespace only`,
              );
              return peer.podSelector?.matchLabels?.['app.kubernetes.io/name'];
            })
            .sort();
          const callers = SERVICES.filter((s) => s.calls.includes(service.name)).map((s) => s.name);
          assert.deepEqual(
            grpcPeers,
            [...new Set([GATEWAY, ...callers])].sort(),
            `${service.name}: gRPC callers`,
          );
          const metricsPeers = on('http').flatMap((r) => r.from ?? []);
          assert.ok(
            metricsPeers.some(
              (peer) => peer.namespaceSelector?.matchLabels?.['boutique/prometheus'] === 'true',
            ),
            `${service.name}: Prometheus reaches its metrics port`,
          );
        }
      });

      it('only the Gateway, web (which proxies the API) and the storefront server (which reads it) reach the gateway; only the Gateway reaches web; only web reaches the storefront server', () => {
        const fromOf = (name: string) =>
          ((named('NetworkPolicy', name).spec?.ingress ?? []) as IngressRule[]).flatMap(
            (r) => r.from ?? [],
          );
        const ingressPeer = (peer: Peer) =>
          peer.namespaceSelector?.matchLabels?.['boutique/ingress'] === 'true' ||
          peer.podSelector?.matchLabels?.['gateway.networking.k8s.io/gateway-name'] === 'boutique';
        assert.ok(fromOf('web').every(ingressPeer), 'web: the Gateway only');
        for (const peer of fromOf(GATEWAY)) {
          assert.ok(
            ingressPeer(peer) ||
              peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'web' ||
              peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] === STOREFRONT ||
              peer.namespaceSelector?.matchLabels?.['boutique/prometheus'] === 'true',
            `gateway: unexpected peer ${JSON.stringify(peer)}`,
          );
        }
        assert.deepEqual(
          fromOf(STOREFRONT).map(
            (peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/name'],
          ),
          ['web'],
          'storefront: web only',
        );
      });

      it('the storefront server: its image on Node, GATEWAY_URL the gateway Service, PUBLIC_URL and WEB_DIST, probes on /health/*', () => {
        const container = podSpec(named('Deployment', STOREFRONT)).containers[0];
        assert.match(container.image, /^boutique\/storefront:/);
        const env = (name: string) => container.env?.find((e) => e.name === name);
        assert.equal(env('GATEWAY_URL')?.value, 'http://gateway:8080');
        assert.equal(env('HTTP_PORT')?.value, '9108');
        assert.equal(env('WEB_DIST')?.value, '/app/web/dist');
        assert.ok(env('PUBLIC_URL'), 'PUBLIC_URL');
        assert.equal(container.readinessProbe?.httpGet?.path, '/health/ready');
        assert.equal(container.livenessProbe?.httpGet?.path, '/health/live');
        const service = named('Service', STOREFRONT);
        assert.deepEqual(
          (service.spec?.ports as { port: number }[]).map((p) => p.port),
          [9108],
        );
      });

      it('one database URL, of its own, per service; the migration Job runs each service’s --migrate-only', () => {
        const withDatabase = SERVICES.filter((s) => s.database);
        const job = named('Job', 'migrate');
        const jobContainers = podSpec(job).containers;
        for (const service of withDatabase) {
          const key = `${service.name.toUpperCase()}_DATABASE_URL`;
          const container = podSpec(named('Deployment', service.name)).containers[0];
          assert.equal(secretKey(container, 'DATABASE_URL'), key, service.name);
          const migrate = jobContainers.find((c) => c.name === service.name);
          assert.ok(migrate, `migrate: a container for ${service.name}`);
          assert.equal(
            migrate.image.split(':')[0],
            container.image.split(':')[0],
            `${service.name}: its own image`,
          );
          assert.equal(migrate.image, container.image, `${service.name}: the release's tag`);
          assert.deepEqual(migrate.command?.slice(-2), ['dist/src/main.js', '--migrate-only']);
          assert.equal(secretKey(migrate, 'DATABASE_URL'), key, `migrate/${service.name}`);
        }
        assert.equal(jobContainers.length, withDatabase.length);
        assert.ok(
          !Object.keys(config()).some((key) => key.endsWith('DATABASE_URL')),
          'no database URL in the ConfigMap (they hold passwords: the Secret)',
        );
      });

      it('Gateway API: /api, /graphql, /health to the gateway, /media rewritten to the bucket, the rest to web', () => {
        named('Gateway', 'boutique');
        const rules = ofKind('HTTPRoute').flatMap(
          (route) =>
            (route.spec?.rules ?? []) as {
              matches?: { path?: { value?: string } }[];
              backendRefs?: { name: string }[];
              filters?: { type: string; urlRewrite?: { path?: { replacePrefixMatch?: string } } }[];
            }[],
        );
        const backendOf = (prefix: string) =>
          rules.find((rule) => rule.matches?.some((m) => m.path?.value === prefix));
        for (const prefix of ['/api', '/graphql', '/health'])
          assert.equal(backendOf(prefix)?.backendRefs?.[0]?.name, GATEWAY, prefix);
        assert.equal(backendOf('/')?.backendRefs?.[0]?.name, 'web');
        for (const prefix of ['/api/docs', '/api/docs-json'])
          assert.equal(
            backendOf(prefix)?.backendRefs?.[0]?.name,
            'web',
            `${prefix}: refused by nginx`,
          );
        const media = backendOf('/media');
        assert.equal(media?.backendRefs?.[0]?.name, 'objectstore');
        assert.equal(
          media?.filters?.find((f) => f.type === 'URLRewrite')?.urlRewrite?.path
            ?.replacePrefixMatch,
          `/${config().S3_BUCKET}`,
        );
        assert.equal(ofKind('Ingress').length, 0, 'no Ingress (ingress-nginx is retired)');
      });
    });
  }
});

// The production-like run's process layout (`npm run prodlike`): how many replicas of each
// process, and the ports of each on this machine. Pure, so the layout is tested alone.
import { GATEWAY, SERVICES, grpcUrlVariable, type ServiceDefinition } from '../services.js';

/** Replicas per process; one for every process not named here. */
export const PRODLIKE_REPLICAS: Readonly<Record<string, number>> = {
  gateway: 2,
  catalogue: 2,
  order: 2,
  storefront: 2,
};

/** One running copy of a process. */
export interface Replica {
  /** The process table's row (SERVICE_NAME stays its name: replicas share a consumer group). */
  definition: ServiceDefinition;
  /** 1-based. */
  index: number;
  /** Name in logs and the supervisor: `catalogue-2`. */
  id: string;
  /** gRPC port (none for the gateway and the storefront). */
  grpcPort?: number;
  /** Health/metrics port; the gateway's HTTP port. */
  httpPort: number;
}

/** The fixed ports of one run, all from `base` up: nothing else of the run listens elsewhere. */
export interface ProdlikePorts {
  /** nginx, the one public port. */
  nginx: number;
  mailSmtp: number;
  mailUi: number;
  objectStore: number;
}

export function prodlikePorts(base: number): ProdlikePorts {
  return { nginx: base, mailSmtp: base + 5, mailUi: base + 6, objectStore: base + 7 };
}

/**
 * Every replica of every process, in start order (the services, the gateways, then what
 * starts after them: the storefront), with its ports: the gateways at base+1.., then from
 * base+20 two ports (gRPC, health) per service replica and one (HTTP) per replica of a
 * process without gRPC (the storefront).
 */
export function prodlikeReplicas(
  base: number,
  table: readonly ServiceDefinition[] = SERVICES,
  replicas: Readonly<Record<string, number>> = PRODLIKE_REPLICAS,
): Replica[] {
  const result: Replica[] = [];
  let next = base + 20;
  let gatewayPort = base + 1;
  const ordered = [
    ...table.filter((d) => d.name !== GATEWAY && !d.afterGateway),
    ...table.filter((d) => d.name === GATEWAY),
    ...table.filter((d) => d.afterGateway),
  ];
  for (const definition of ordered) {
    const count = replicas[definition.name] ?? 1;
    for (let index = 1; index <= count; index++) {
      const id = count > 1 ? `${definition.name}-${index}` : definition.name;
      if (definition.name === GATEWAY) {
        result.push({ definition, index, id, httpPort: gatewayPort++ });
      } else if (definition.grpcPort === undefined) {
        result.push({ definition, index, id, httpPort: next });
        next += 1;
      } else {
        result.push({ definition, index, id, grpcPort: next, httpPort: next + 1 });
        next += 2;
      }
    }
  }
  return result;
}

/**
 * `<NAME>_GRPC_URL` of every callee with all its replicas, `host:port,host:port` (the
 * client balances round robin over the list, as over a headless Service's DNS in k8s).
 */
export function grpcTargets(
  replicas: readonly Replica[],
  callees: readonly string[],
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const callee of callees) {
    const ports = replicas
      .filter((r) => r.definition.name === callee && r.grpcPort !== undefined)
      .map((r) => `127.0.0.1:${r.grpcPort}`);
    if (ports.length > 0) env[grpcUrlVariable(callee)] = ports.join(',');
  }
  return env;
}

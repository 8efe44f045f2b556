// CPU time by process of the bench stack over a measured window: utime + stime of every
// process under `npm start` read from /proc/<pid>/stat before and after, grouped by what
// the process is (gateway, each service, PostgreSQL per database, the runtime), divided by
// the requests or checkouts completed in the window. Linux only; elsewhere it says so.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { commandLine, processTree } from '../process-utils.js';
import type { Row } from './bench.js';

/** CPU seconds used so far, by pid, with each process's group name. */
export interface CpuSnapshot {
  at: number;
  byPid: Map<number, { group: string; ticks: number }>;
}

let clockTicks: number | undefined;

/** Clock ticks per second of /proc/<pid>/stat (getconf CLK_TCK, 100 on Linux). */
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** utime + stime of one process in clock ticks, or undefined when it is gone. */
function cpuTicks(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): utime is field 14, stime field 15
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * What a process of the stack is, by its command line: `gateway`, a service's name,
 * `postgres: <database>` for a PostgreSQL backend (its process title names the database,
 * so the bus database's work shows apart), `postgres (background)` for the checkpointer,
 * WAL writer and the like, `runtime` for the supervisor.
 */
export function cpuGroup(pid: number): string {
  const cmd = commandLine(pid) ?? [];
  const joined = cmd.join(' ');
  const service = /(services\/([\w-]+)|gateway)\/dist\/src\/main\.js/.exec(joined);
  if (service) return service[2] ?? 'gateway';
  const backend = /^postgres: (\S+) (\S+) (\S+\(\d+\)|\[local\])/.exec(joined);
  if (backend) return `postgres: ${backend[2]}`;
  if (/^postgres: /.test(joined)) return 'postgres (background)';
  if (/postgres/.test(path.basename(cmd[0] ?? ''))) return 'postgres (postmaster)';
  if (joined.includes('bin/start.mjs')) return 'runtime (supervisor, MailDev)';
  if (/\bnpm\b/.test(joined) || joined.includes('npm-cli')) return 'npm';
  return path.basename(cmd[0] ?? String(pid));
}

/** CPU used so far by every process under `rootPid` (the `npm start` process). */
export function cpuSnapshot(rootPid: number): CpuSnapshot {
  const byPid = new Map<number, { group: string; ticks: number }>();
  for (const pid of processTree(rootPid)) {
    const ticks = cpuTicks(pid);
    if (ticks !== undefined) byPid.set(pid, { group: cpuGroup(pid), ticks });
  }
  return { at: performance.now(), byPid };
}

/** CPU milliseconds by group between two snapshots (processes started meanwhile count whole). */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): Map<string, number> {
  const msPerTick = 1000 / ticksPerSecond();
  const groups = new Map<string, number>();
  for (const [pid, now] of after.byPid) {
    const then = before.byPid.get(pid);
    const used = (now.ticks - (then && then.group === now.group ? then.ticks : 0)) * msPerTick;
    groups.set(now.group, (groups.get(now.group) ?? 0) + used);
  }
  return groups;
}

/**
 * Rows of CPU ms per unit (request, checkout) by process group, busiest first, and the
 * total. `detail` false gives the total alone. Groups under 0.5 % of the total are summed
 * into one row.
 */
export function cpuRows(
  label: string,
  before: CpuSnapshot,
  after: CpuSnapshot,
  units: number,
  unit: string,
  detail = true,
): Row[] {
  if (process.platform !== 'linux') return [[`${label}: CPU per ${unit}`, 'skipped (no /proc)']];
  if (units <= 0) return [[`${label}: CPU per ${unit}`, `no ${unit} completed`]];
  const groups = cpuBetween(before, after);
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  const wall = (after.at - before.at) / 1000;
  const rows: Row[] = [
    [
      `${label}: CPU ms per ${unit}, all processes [CPU s in ${wall.toFixed(1)} s, ${unit}s]`,
      `${(total / units).toFixed(2)} [${(total / 1000).toFixed(1)}, ${units}]`,
    ],
  ];
  if (!detail) return rows;
  let small = 0;
  for (const [group, used] of [...groups.entries()].sort((a, b) => b[1] - a[1])) {
    if (used < total * 0.005) {
      small += used;
      continue;
    }
    rows.push([`  ${group}: CPU ms per ${unit}`, (used / units).toFixed(2)]);
  }
  if (small > 0)
    rows.push([`  others (each < 0.5 %): CPU ms per ${unit}`, (small / units).toFixed(2)]);
  return rows;
}

/** The bench process's own CPU (the load generator or shoppers), ms between two reads. */
export function ownCpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

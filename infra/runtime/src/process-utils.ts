// Small helpers about processes, ports and files, for Linux (/proc) first.
import fs from 'node:fs';
import net from 'node:net';

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** True when a process with this pid exists (and is not a zombie). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

/** Waits until the process is gone; false when it still runs after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/** The last `lines` non-empty lines of a text file ('' if unreadable). */
export function tailOfFile(file: string, lines: number): string {
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const size = fs.fstatSync(fd).size;
      const length = Math.min(size, 16_384);
      const buffer = Buffer.alloc(length);
      fs.readSync(fd, buffer, 0, length, size - length);
      return buffer
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(-lines)
        .join('\n');
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return '';
  }
}

/** The command line of a process, or undefined if it is gone. */
export function commandLine(pid: number): string[] | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

/** Parent pid of every process, read from /proc. */
function parentMap(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // exited meanwhile
    }
  }
  return parents;
}

/** The pid and all its descendants. */
export function processTree(rootPid: number): number[] {
  const parents = parentMap();
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents) {
    const list = children.get(ppid) ?? [];
    list.push(pid);
    children.set(ppid, list);
  }
  const result: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    if (!parents.has(pid)) continue;
    result.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return result;
}

/** Memory of a process in KiB from /proc: resident (VmRSS) and proportional (Pss). */
export function memoryOf(pid: number): { rssKiB: number; pssKiB: number } {
  const read = (file: string, key: string): number => {
    try {
      const match = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(file, 'utf8'));
      return match ? Number(match[1]) : 0;
    } catch {
      return 0;
    }
  };
  return {
    rssKiB: read(`/proc/${pid}/status`, 'VmRSS'),
    pssKiB: read(`/proc/${pid}/smaps_rollup`, 'Pss'),
  };
}

/** Resolves true when nothing listens on host:port (so we may bind it). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}

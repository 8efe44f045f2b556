// A service's entry point run as its own process, as production runs it: `node <main>` with
// exactly the environment given (nothing inherited but PATH), its stderr kept.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServiceProcess {
  child: ChildProcess;
  /** Once the process has exited and its stderr is closed. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it wrote to stderr so far. */
  stderr(): string;
}

/** Starts `node <main>` with `env` and PATH only; stdin and stdout ignored, stderr kept. */
export function spawnService(main: string, env: Record<string, string>): ServiceProcess {
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code, signal) => resolve({ code, signal }));
    },
  );
  return { child, exited, stderr: () => stderr };
}

/**
 * Runs `node <main>` with `env` and PATH only to its end: its exit code and stderr (e.g. a
 * service refusing its configuration: exit 78 and one line).
 */
export async function runService(
  main: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const service = spawnService(main, env);
  const { code } = await service.exited;
  return { code, stderr: service.stderr() };
}

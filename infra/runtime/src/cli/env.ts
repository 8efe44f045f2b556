/** Reads an integer setting of the runtime CLI from the environment, with one clear error line. */
export function intFromEnv(
  name: string,
  fallback: number,
  min = 1,
  max = 65_535,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`,
    );
  }
  return value;
}

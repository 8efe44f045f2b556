// Secrets of the embedded default: generated once with crypto.randomBytes, kept under the
// data directory (mode 0600), never built in.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Secrets {
  /** HS256 key for access tokens (JWT_SECRET). */
  jwtSecret: string;
  /** Password of the embedded PostgreSQL superuser `postgres`. */
  postgresPassword: string;
  /** HS256 key of the service tokens between processes (SERVICE_AUTH_SECRET). */
  serviceAuthSecret: string;
}

export interface AdminCredentials {
  email: string;
  password: string;
  /** True only on the start that generated them (print them then, and only then). */
  created: boolean;
  /** `env` when BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD were given. */
  source: 'env' | 'file';
  /** The file that keeps generated credentials. */
  file: string;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@boutique.local';

export function secretsFile(dataDir: string): string {
  return path.join(dataDir, 'secrets.json');
}

export function adminCredentialsFile(dataDir: string): string {
  return path.join(dataDir, 'admin-credentials.json');
}

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * A password a person can type: four groups of five letters and digits joined by '-',
 * with at least one upper-case letter, one lower-case letter and one digit.
 */
export function generatePassword(): string {
  for (;;) {
    const chars = randomToken(30).replace(/[-_]/g, '').slice(0, 20);
    if (chars.length < 20) continue;
    if (!/[A-Z]/.test(chars) || !/[a-z]/.test(chars) || !/[0-9]/.test(chars)) continue;
    return chars.match(/.{5}/g)!.join('-');
  }
}

function readJsonObject(file: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`${file} is not valid JSON (${(err as Error).message}); fix or delete it`, {
      cause: err,
    });
  }
}

function writePrivateJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value, null, 2) + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** Reads `<dataDir>/secrets.json`, generating any value that is missing. */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = secretsFile(dataDir);
  const stored = readJsonObject(file);
  const secrets: Secrets = {
    jwtSecret:
      typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32
        ? stored.jwtSecret
        : randomToken(48),
    postgresPassword:
      typeof stored.postgresPassword === 'string' && stored.postgresPassword !== ''
        ? stored.postgresPassword
        : randomToken(24),
    serviceAuthSecret:
      typeof stored.serviceAuthSecret === 'string' && stored.serviceAuthSecret.length >= 32
        ? stored.serviceAuthSecret
        : randomToken(48),
  };
  if (
    secrets.jwtSecret !== stored.jwtSecret ||
    secrets.postgresPassword !== stored.postgresPassword ||
    secrets.serviceAuthSecret !== stored.serviceAuthSecret
  ) {
    writePrivateJson(file, { ...stored, ...secrets });
  }
  return secrets;
}

/**
 * The first admin. BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD win when both are
 * set; otherwise `<dataDir>/admin-credentials.json` is read, or created with a generated
 * password (BOOTSTRAP_ADMIN_EMAIL, if set, or admin@boutique.local).
 */
export function loadOrCreateAdminCredentials(
  dataDir: string,
  env: Record<string, string | undefined> = {},
): AdminCredentials {
  const file = adminCredentialsFile(dataDir);
  const envEmail = env.BOOTSTRAP_ADMIN_EMAIL?.trim();
  const envPassword = env.BOOTSTRAP_ADMIN_PASSWORD;
  if (envEmail && envPassword) {
    return { email: envEmail, password: envPassword, created: false, source: 'env', file };
  }
  if (existsSync(file)) {
    const stored = readJsonObject(file);
    if (
      typeof stored.email === 'string' &&
      typeof stored.password === 'string' &&
      stored.password !== ''
    ) {
      return {
        email: stored.email,
        password: stored.password,
        created: false,
        source: 'file',
        file,
      };
    }
  }
  const credentials = { email: envEmail || DEFAULT_ADMIN_EMAIL, password: generatePassword() };
  writePrivateJson(file, { ...credentials, createdAt: new Date().toISOString() });
  return { ...credentials, created: true, source: 'file', file };
}

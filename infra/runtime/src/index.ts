// Public entry of @boutique/runtime, for tests and tools of other packages.
export {
  startStack,
  inheritedEnvironment,
  DEFAULT_GATEWAY_PORT,
  DEFAULT_MAIL_SMTP_PORT,
  DEFAULT_MAIL_UI_PORT,
} from './stack.js';
export type { StackOptions, StackUrls, RunningStack } from './stack.js';
export {
  startEmbeddedPostgres,
  ensureDatabase,
  postgresUrl,
  DEFAULT_PG_PORT,
} from './embedded-postgres.js';
export type { EmbeddedPostgresOptions, RunningPostgres } from './embedded-postgres.js';
export { Supervisor, handleShutdownSignals, decideRestart, describeExit } from './supervisor.js';
export type { ProcessSpec, RestartPolicy, ProcessStatus, ExitInfo } from './supervisor.js';
export {
  SERVICES,
  GATEWAY,
  BUS_DATABASE,
  environmentFor,
  portsOf,
  grpcUrlVariable,
} from './services.js';
export type { ServiceDefinition } from './services.js';
export { loadOrCreateSecrets, loadOrCreateAdminCredentials } from './secrets.js';
export type { Secrets, AdminCredentials } from './secrets.js';
export { Logger } from './log.js';
export { repoRoot, defaultDataDir } from './paths.js';

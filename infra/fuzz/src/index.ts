// The schema-driven fuzzer of the gateway (see README.md).
export {
  runFuzz,
  loadDocuments,
  defaultGatewayDir,
  optionsFromEnv,
  requestArbitrary,
  allowed,
} from './runner.js';
export type { FuzzOptions, FuzzReport, FailureGroup, IdentityStats, Documents } from './runner.js';
export { formatReport, failureCount } from './report.js';
export { Oracle, GENERIC_STATUSES, GRAPHQL_CODES } from './oracle.js';
export type { Violation, ViolationKind, Answer } from './oracle.js';
export type { FuzzRequest } from './rest.js';

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export { EVENTS, TOPICS, type EventType, type EventData, type EventDefinition } from './events.js';
export { SERVICES, type ServiceName, type ServiceContract } from './services.js';

/** Folder holding the .proto files shipped with this package (dist/proto). */
export const PROTO_ROOT = join(dirname(fileURLToPath(import.meta.url)), 'proto');

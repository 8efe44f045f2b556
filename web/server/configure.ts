import { setServerOrigins } from '@/lib/origin';
import { readConfig } from './config';

// The storefront server's configuration, read once from the environment and handed to the
// app's code (lib/origin.ts: the gateway its API calls go to, the public origin of its
// links). main.ts imports this module before any other of the app: lib/api.ts and
// lib/graphql.ts resolve their URLs when they load.

export const config = readConfig(process.env);
setServerOrigins(config);

export * from './database.js';
export * from './wait.js';
export * from './mail-catcher.js';
export * from './ports.js';
export * from './grpc-service.js';
export * from './containers.js';
export * from './process.js';
export * from './link-preview.js';

// `@boutique/service-kit/testing`: helpers for the services' own tests (not loaded by a
// running service).
export * from './fake-grpc.js';
export * from './otlp-spans.js';
export * from './bare-grpc.js';

// The schema-driven fuzzer of the gateway (see README.md).
export {};

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { baseServiceConfigSchema, ConfigError, parseConfig } from '../src/config/config.js';

const valid = {
  SERVICE_NAME: 'identity',
  DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:54329/identity',
  BUS_DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:54329/boutique_bus',
  GRPC_PORT: '50051',
  HTTP_PORT: '9101',
};

describe('configuration', () => {
  it('parses a valid environment with defaults', () => {
    const config = parseConfig(baseServiceConfigSchema, valid);
    assert.equal(config.GRPC_PORT, 50051);
    assert.equal(config.LOG_LEVEL, 'info');
    assert.equal(config.NODE_ENV, 'development');
  });

  it('sizes the database and bus pools per process: 10 and 4 by default, a bad size refused by name', () => {
    const defaults = parseConfig(baseServiceConfigSchema, valid);
    assert.equal(defaults.DATABASE_POOL_SIZE, 10);
    assert.equal(defaults.BUS_POOL_SIZE, 4);
    const small = parseConfig(baseServiceConfigSchema, {
      ...valid,
      DATABASE_POOL_SIZE: '5',
      BUS_POOL_SIZE: '2',
    });
    assert.deepEqual([small.DATABASE_POOL_SIZE, small.BUS_POOL_SIZE], [5, 2]);
    assert.throws(
      () => parseConfig(baseServiceConfigSchema, { ...valid, DATABASE_POOL_SIZE: '0' }),
      /Configuration error: DATABASE_POOL_SIZE is invalid/,
    );
  });

  it('names a missing variable in one line', () => {
    const rest: Record<string, string> = { ...valid };
    delete rest.DATABASE_URL;
    assert.throws(
      () => parseConfig(baseServiceConfigSchema, rest),
      (error: unknown) =>
        error instanceof ConfigError &&
        /^Configuration error: DATABASE_URL is missing/.test(error.message) &&
        !error.message.includes('\n'),
    );
  });

  it('names an invalid variable', () => {
    assert.throws(
      () => parseConfig(baseServiceConfigSchema, { ...valid, GRPC_PORT: 'seventy' }),
      /Configuration error: GRPC_PORT is invalid/,
    );
    assert.throws(
      () => parseConfig(baseServiceConfigSchema, { ...valid, DATABASE_URL: 'mysql://x/y' }),
      /Configuration error: DATABASE_URL is invalid/,
    );
  });
});

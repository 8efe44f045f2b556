// Service tokens: what the server side accepts and refuses (no service started; identity's
// e2e spec refuses calls to a running identity).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Metadata, status } from '@grpc/grpc-js';
import { SERVICES } from '@boutique/contracts';
import { SignJWT } from 'jose';
import { baseServiceConfigSchema, ConfigError, parseConfig } from '../src/config/config.js';
import {
  callersByPath,
  checkServiceAuthConfig,
  SERVICE_AUTH_TRAILER,
  SERVICE_TOKEN_HEADER,
  ServiceTokenSigner,
  ServiceTokenVerifier,
  type ServiceAuthResult,
} from '../src/grpc/service-auth.js';

const SECRET = 'a-service-auth-secret-of-at-least-32-chars';
const LIST_USERS = '/boutique.identity.v1.IdentityService/ListUsers';
const GET_USER = '/boutique.identity.v1.IdentityService/GetUser';

const callers = callersByPath([SERVICES.identity], {
  default: ['gateway'],
  methods: { GetUser: ['gateway', 'content'] },
});

function withToken(token?: string): Metadata {
  const metadata = new Metadata();
  if (token !== undefined) metadata.set(SERVICE_TOKEN_HEADER, token);
  return metadata;
}

function refusal(result: ServiceAuthResult): { code: number; message: string; refused: string } {
  assert.ok('refused' in result, 'the call is refused');
  const error = result.refused.getError() as { code: number; message: string; metadata: Metadata };
  return {
    code: error.code,
    message: error.message,
    refused: String(error.metadata.get(SERVICE_AUTH_TRAILER)[0]),
  };
}

describe('service tokens', () => {
  const verifier = new ServiceTokenVerifier(SECRET, callers);
  const gateway = new ServiceTokenSigner('gateway', SECRET);

  it('accepts a caller the method names, with a token for that method', async () => {
    assert.deepEqual(await verifier.check(LIST_USERS, withToken(await gateway.token(LIST_USERS))), {
      caller: 'gateway',
    });
    const content = new ServiceTokenSigner('content', SECRET);
    assert.deepEqual(await verifier.check(GET_USER, withToken(await content.token(GET_USER))), {
      caller: 'content',
    });
  });

  it('reuses one token per method for half its life', async () => {
    assert.equal(await gateway.token(LIST_USERS), await gateway.token(LIST_USERS));
    assert.notEqual(await gateway.token(LIST_USERS), await gateway.token(GET_USER));
  });

  it('refuses a call without a token: UNAUTHENTICATED, marked as a service-token refusal', async () => {
    assert.deepEqual(refusal(await verifier.check(LIST_USERS, withToken())), {
      code: status.UNAUTHENTICATED,
      message: 'A service token is required (x-service-token)',
      refused: 'refused',
    });
  });

  it('refuses a token signed with another secret, for another method, expired or malformed', async () => {
    const forged = new ServiceTokenSigner('gateway', 'another-secret-that-is-32-chars-long!!');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('gateway')
      .setAudience(LIST_USERS)
      .setIssuedAt(now - 600)
      .setExpirationTime(now - 500)
      .sign(new TextEncoder().encode(SECRET));
    const longLived = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('gateway')
      .setAudience(LIST_USERS)
      .setIssuedAt(now - 3600)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(SECRET));
    const tokens = [
      await forged.token(LIST_USERS),
      await gateway.token(GET_USER),
      expired,
      longLived,
      'not-a-jwt',
    ];
    for (const token of tokens) {
      assert.deepEqual(refusal(await verifier.check(LIST_USERS, withToken(token))), {
        code: status.UNAUTHENTICATED,
        message: 'The service token is not valid',
        refused: 'refused',
      });
    }
  });

  it('refuses a valid caller the method does not name: PERMISSION_DENIED', async () => {
    const content = new ServiceTokenSigner('content', SECRET);
    assert.deepEqual(
      refusal(await verifier.check(LIST_USERS, withToken(await content.token(LIST_USERS)))),
      {
        code: status.PERMISSION_DENIED,
        message: 'content may not call ListUsers',
        refused: 'refused',
      },
    );
  });

  it('names every method of the contract, and refuses callers for a method it does not have', () => {
    assert.deepEqual(callers.get(GET_USER), ['gateway', 'content']);
    assert.deepEqual(callers.get(LIST_USERS), ['gateway']);
    assert.equal(callers.size, 19);
    assert.throws(
      () => callersByPath([SERVICES.identity], { default: [], methods: { ListUser: ['gateway'] } }),
      /grpcCallers names methods the service does not have: ListUser/,
    );
  });
});

describe('SERVICE_AUTH_SECRET', () => {
  const env = {
    SERVICE_NAME: 'identity',
    DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:54329/identity',
    HTTP_PORT: '9101',
  };

  it('is required in production, in one line', () => {
    assert.throws(
      () =>
        parseConfig(
          baseServiceConfigSchema,
          { ...env, NODE_ENV: 'production' },
          checkServiceAuthConfig,
        ),
      (error: Error) =>
        error instanceof ConfigError &&
        error.message.startsWith('Configuration error: SERVICE_AUTH_SECRET is missing') &&
        !error.message.includes('\n'),
    );
    parseConfig(
      baseServiceConfigSchema,
      { ...env, NODE_ENV: 'production', SERVICE_AUTH_SECRET: SECRET },
      checkServiceAuthConfig,
    );
    parseConfig(baseServiceConfigSchema, env, checkServiceAuthConfig);
  });

  it('has at least 32 characters', () => {
    assert.throws(
      () => parseConfig(baseServiceConfigSchema, { ...env, SERVICE_AUTH_SECRET: 'short' }),
      /Configuration error: SERVICE_AUTH_SECRET is invalid \(must be at least 32 characters\)/,
    );
  });
});

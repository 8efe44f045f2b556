// Service-to-service trust on the real identity service (SERVICE_AUTH_SECRET set, as in
// production): its admin RPCs answer only a caller with a valid service token that the
// method names (the gateway); no token, a token signed with another secret or for another
// method is UNAUTHENTICATED, another service is PERMISSION_DENIED.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { SERVICES } from '@boutique/contracts';
import type { IdentityServiceClient } from '@boutique/contracts/identity/v1/identity_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import {
  bootstrapService,
  createGrpcClient,
  SERVICE_TOKEN_HEADER,
  ServiceTokenSigner,
  type RunningService,
} from '@boutique/service-kit';
import { bareGrpcClient } from '@boutique/service-kit/testing';
import { runService, startGrpcServiceUnderTest } from '@boutique/testing';
import { identityService } from '../src/identity.definition.js';
import { ADMIN, JWT_SECRET } from './fixtures/identity-fixture.js';

const SERVICE_AUTH_SECRET = 'the-shops-service-auth-secret-32-chars+';
const LIST_USERS = '/boutique.identity.v1.IdentityService/ListUsers';

type RawUnary = (
  request: unknown,
  metadata: Metadata,
  options: { deadline: Date },
  callback: (error: ServiceError | null, response?: unknown) => void,
) => void;

/** A bare grpc-js client: sends exactly the metadata given (no service-kit wrapper). */
function rawClient(address: string) {
  const stub = bareGrpcClient<{ listUsers: RawUnary }>(SERVICES.identity, address);
  const listUsers = (request: unknown, token?: string) =>
    new Promise<unknown>((resolve, reject) => {
      const metadata = new Metadata();
      if (token !== undefined) metadata.set(SERVICE_TOKEN_HEADER, token);
      stub.listUsers(
        request,
        metadata,
        { deadline: new Date(Date.now() + 5000) },
        (error, answer) => (error ? reject(error) : resolve(answer)),
      );
    });
  return { listUsers, close: () => stub.close() };
}

async function refused(promise: Promise<unknown>, code: status, details: string | RegExp) {
  await assert.rejects(promise, (error: ServiceError) => {
    assert.equal(error.code, code, `code (details: ${error.details})`);
    if (typeof details === 'string') assert.equal(error.details, details);
    else assert.match(error.details, details);
    return true;
  });
}

describe('identity accepts only authenticated callers (service tokens)', () => {
  let fixture: Awaited<ReturnType<typeof startGrpcServiceUnderTest<RunningService, string>>>;
  let address: string;
  let gateway: ReturnType<typeof createGrpcClient<IdentityServiceClient>>;
  let admin: Actor;

  before(async () => {
    fixture = await startGrpcServiceUnderTest({
      name: 'identity',
      env: {
        JWT_SECRET,
        SERVICE_AUTH_SECRET,
        BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
        BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
      },
      start: (env) => bootstrapService(identityService, { handleSignals: false, env }),
      // the address itself: each test opens the client it needs
      connect: (target) => ({ client: target, close: () => undefined }),
    });
    address = fixture.client;
    gateway = createGrpcClient<IdentityServiceClient>(SERVICES.identity, address, {
      caller: { name: 'gateway', secret: SERVICE_AUTH_SECRET },
    });
    const login = await gateway.client.login(ADMIN);
    admin = { userId: login.user!.id, role: 'admin', userName: '' };
  });

  after(async () => {
    gateway?.close();
    await fixture?.close();
  });

  const listUsers = () => ({ actor: admin, emailSearch: '', page: 1, pageSize: 10 });

  it('answers the gateway with a valid token', async () => {
    const { total } = await gateway.client.listUsers(listUsers());
    assert.ok(total >= 1);
  });

  it('refuses an admin RPC without a token: UNAUTHENTICATED', async () => {
    const raw = rawClient(address);
    try {
      await refused(
        raw.listUsers(listUsers()),
        status.UNAUTHENTICATED,
        'A service token is required (x-service-token)',
      );
    } finally {
      raw.close();
    }
  });

  it('refuses a token signed with another secret, or made for another method: UNAUTHENTICATED', async () => {
    const raw = rawClient(address);
    try {
      const forged = new ServiceTokenSigner('gateway', 'not-the-shops-secret-but-32-chars-long');
      await refused(
        raw.listUsers(listUsers(), await forged.token(LIST_USERS)),
        status.UNAUTHENTICATED,
        'The service token is not valid',
      );
      const genuine = new ServiceTokenSigner('gateway', SERVICE_AUTH_SECRET);
      await refused(
        raw.listUsers(
          listUsers(),
          await genuine.token('/boutique.identity.v1.IdentityService/ListStates'),
        ),
        status.UNAUTHENTICATED,
        'The service token is not valid',
      );
      // and the genuine token for this method passes
      const answer = (await raw.listUsers(listUsers(), await genuine.token(LIST_USERS))) as {
        total: number;
      };
      assert.ok(answer.total >= 1);
    } finally {
      raw.close();
    }
  });

  it('refuses a service the method does not name: PERMISSION_DENIED; content may read a user', async () => {
    const raw = rawClient(address);
    const contentSigner = new ServiceTokenSigner('content', SERVICE_AUTH_SECRET);
    try {
      await refused(
        raw.listUsers(listUsers(), await contentSigner.token(LIST_USERS)),
        status.PERMISSION_DENIED,
        'content may not call ListUsers',
      );
    } finally {
      raw.close();
    }
    const content = createGrpcClient<IdentityServiceClient>(SERVICES.identity, address, {
      caller: { name: 'content', secret: SERVICE_AUTH_SECRET },
    });
    try {
      const { user } = await content.client.getUser({ id: admin.userId });
      assert.equal(user?.email, ADMIN.email);
      // through the kit's client a refused token is this process's fault, not a person's
      // 403: INTERNAL, so no caller passes it on as the shopper's answer
      await refused(
        content.client.listUsers(listUsers()),
        status.INTERNAL,
        'IdentityService refused the service token: content may not call ListUsers',
      );
    } finally {
      content.close();
    }
  });

  it("through the kit's client, a wrong secret is a fault (INTERNAL), not a person's 401", async () => {
    const misconfigured = createGrpcClient<IdentityServiceClient>(SERVICES.identity, address, {
      caller: { name: 'gateway', secret: 'a-different-secret-of-32-characters!!' },
    });
    try {
      await refused(
        misconfigured.client.listUsers(listUsers()),
        status.INTERNAL,
        'IdentityService refused the service token: The service token is not valid',
      );
    } finally {
      misconfigured.close();
    }
  });
});

describe('identity in production', () => {
  it('refuses to start without SERVICE_AUTH_SECRET: one line, exit 78', async () => {
    const main = fileURLToPath(new URL('../src/main.js', import.meta.url));
    const { code, stderr } = await runService(main, {
      NODE_ENV: 'production',
      SERVICE_NAME: 'identity',
      LOG_LEVEL: 'silent',
      // never reached: the configuration is checked before the database
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/identity',
      GRPC_PORT: '1',
      HTTP_PORT: '1',
      JWT_SECRET,
    });
    assert.equal(code, 78);
    assert.equal(
      stderr,
      'Configuration error: SERVICE_AUTH_SECRET is missing (required in production: it signs and checks the calls between services)\n',
    );
  });
});

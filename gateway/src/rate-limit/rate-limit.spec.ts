import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { describe, it } from 'node:test';
import { ConfigError } from '@boutique/service-kit';
import { parseGatewayConfig } from '../config/gateway.config.js';
import { isThrottledPath } from './api-throttle.js';
import { slowdownSeconds } from './auth-rate-limits.js';
import { clientAddress, ClientKeys, clientKey, compileTrust } from './client-address.js';
import { consumeAll, Limiters } from './limiters.js';
import { TooManyRequestsException, waitText } from './too-many-requests.exception.js';

const request = (socket: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: socket },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('client addresses', () => {
  it('without a trusted proxy the socket is the client, whatever X-Forwarded-For says', () => {
    assert.equal(
      clientAddress(request('203.0.113.9', '1.2.3.4'), compileTrust(false)),
      '203.0.113.9',
    );
  });

  it('TRUST_PROXY=1 takes the address the one proxy saw (what it appended), not a forged one', () => {
    const trust = compileTrust(1);
    // nginx's $proxy_add_x_forwarded_for appends the peer it saw to what the client sent.
    assert.equal(
      clientAddress(request('172.18.0.5', '6.6.6.6, 198.51.100.7'), trust),
      '198.51.100.7',
    );
    assert.equal(clientAddress(request('172.18.0.5', '198.51.100.7'), trust), '198.51.100.7');
    assert.equal(clientAddress(request('127.0.0.1'), trust), '127.0.0.1', 'no header: the socket');
  });

  it('true believes the left-most address; a list trusts only those proxies', () => {
    assert.equal(
      clientAddress(request('10.0.0.2', '6.6.6.6, 198.51.100.7'), compileTrust(true)),
      '6.6.6.6',
    );
    const list = compileTrust('10.0.0.0/8, loopback');
    assert.equal(clientAddress(request('10.0.0.2', '6.6.6.6, 198.51.100.7'), list), '198.51.100.7');
    assert.equal(clientAddress(request('203.0.113.1', '6.6.6.6'), list), '203.0.113.1');
  });

  it('counts IPv4 addresses as they are and IPv6 clients by their /64', () => {
    assert.equal(clientKey('198.51.100.7'), '198.51.100.7');
    assert.equal(clientKey('::ffff:198.51.100.7'), '198.51.100.7');
    assert.equal(clientKey('2401:4900:1c3a:9f2e:1:2:3:4'), '2401:4900:1c3a:9f2e::/64');
    assert.equal(clientKey('2401:4900:1c3a:9f2e::99'), '2401:4900:1c3a:9f2e::/64');
    assert.equal(clientKey('2401:4900::1'), '2401:4900:0:0::/64');
    assert.equal(clientKey('::1'), '0:0:0:0::/64');
  });

  it('exempt clients have no key; others do', () => {
    const keys = new ClientKeys('127.0.0.1, ::1, 10.250.0.0/16');
    assert.equal(keys.keyOf('127.0.0.1'), undefined);
    assert.equal(keys.keyOf('::ffff:127.0.0.1'), undefined);
    assert.equal(keys.keyOf('::1'), undefined);
    assert.equal(keys.keyOf('10.250.9.9'), undefined);
    assert.equal(keys.keyOf('10.251.0.1'), '10.251.0.1');
    assert.equal(new ClientKeys('').keyOf('127.0.0.1'), '127.0.0.1');
  });
});

describe('rate-limit rules', () => {
  it('the e-mail slowdown: free failures, then 1, 2, 4 … seconds up to the cap', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => slowdownSeconds(n, 5, 30));
    assert.deepEqual(waits, [0, 0, 0, 0, 0, 1, 2, 4, 8, 16]);
    assert.equal(slowdownSeconds(40, 5, 30), 30);
  });

  it('tells people how long to wait', () => {
    assert.equal(waitText(1), '1 second');
    assert.equal(waitText(0.2), '1 second');
    assert.equal(waitText(45), '45 seconds');
    assert.equal(waitText(60), '1 minute');
    assert.equal(waitText(900), '15 minutes');
    assert.equal(waitText(3599), '60 minutes');
    assert.equal(waitText(3600), '1 hour');
    const refused = new TooManyRequestsException(899.2);
    assert.equal(refused.getStatus(), 429);
    assert.equal(refused.retryAfterSec, 900);
    assert.equal(refused.message, 'Too many attempts. Please try again in 15 minutes.');
  });

  it('throttles /api and /graphql only, not health, the webhook, files or metrics', () => {
    for (const path of [
      '/api/geo/states',
      '/api/shop/products/get?page=2',
      '/graphql',
      '/api/docs',
    ]) {
      assert.equal(isThrottledPath(path), true, path);
    }
    for (const path of [
      '/api/health',
      '/api/payments/razorpay/webhook',
      '/health/live',
      '/metrics',
      '/',
      '/assets/index-1.js',
      '/media/x.jpg',
      '/apiary',
      '/graphiql',
    ]) {
      assert.equal(isThrottledPath(path), false, path);
    }
  });

  it('consumeAll answers the longest wait of the refused counters', async () => {
    const limiters = new Limiters();
    const short = limiters.create({ name: 'short', points: 1, durationSec: 5 });
    const long = limiters.create({ name: 'long', points: 1, durationSec: 50 });
    await consumeAll([
      [short, 'k'],
      [long, 'k'],
    ]);
    await assert.rejects(
      consumeAll([
        [short, 'k'],
        [long, 'k'],
      ]),
      (error: unknown) => error instanceof TooManyRequestsException && error.retryAfterSec === 50,
    );
    await consumeAll([[short, 'other']]);
  });

  it('the configuration refuses bad addresses, naming the variable; defaults are sized for shared addresses', () => {
    const base = { IDENTITY_GRPC_URL: '127.0.0.1:50051', JWT_SECRET: 'a'.repeat(32) };
    for (const env of [{ TRUST_PROXY: 'nginx' }, { RATE_LIMIT_EXEMPT_CLIENTS: '10.0.0.0/8, x' }]) {
      assert.throws(
        () => parseGatewayConfig({ ...base, ...env }),
        (error: unknown) =>
          error instanceof ConfigError && error.message.includes(Object.keys(env)[0]),
      );
    }
    const config = parseGatewayConfig(base);
    assert.equal(config.TRUST_PROXY, false);
    assert.equal(config.RATE_LIMIT_API_PER_CLIENT, 3000);
    assert.equal(config.RATE_LIMIT_REGISTER_PER_IP, 60);
    assert.equal(config.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_CLIENT, 10);
    assert.equal(config.RATE_LIMIT_LOGIN_SLOWDOWN_MAX_SECONDS, 30);
    assert.equal(parseGatewayConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY, 1);
  });
});

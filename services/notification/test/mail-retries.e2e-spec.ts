import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createEnvelope } from '@boutique/service-kit';
import { waitFor } from '@boutique/testing';
import { startNotification, type NotificationFixture } from './fixtures/notification-fixture.js';

interface MailRow {
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string | null;
  sent_at: Date | null;
  next_attempt_at: Date;
}

describe('notification: the mail log retries a refused e-mail, then gives up', () => {
  let fixture: NotificationFixture;

  before(async () => {
    fixture = await startNotification({ MAIL_MAX_ATTEMPTS: '2' });
  });

  after(() => fixture?.close());

  const mailOf = async (email: string) =>
    (
      await fixture.service.dataSource.query<MailRow[]>(
        `SELECT status, attempts, last_error, message_id, sent_at, next_attempt_at
           FROM outgoing_mail WHERE recipient = $1`,
        [email],
      )
    )[0];

  /** Publishes user-registered for a new address the SMTP relay refuses `refusals` times. */
  async function register(name: string, refusals?: number): Promise<string> {
    const email = `${name}-${randomUUID().slice(0, 6)}@example.com`;
    fixture.smtp.reject(email, refusals);
    await fixture.publisher.publish(
      'user.events.v1',
      createEnvelope('identity', 'user-registered', `user-${name}`, {
        userId: `user-${name}`,
        email,
        userName: name,
        registeredAt: new Date().toISOString(),
      }),
    );
    return email;
  }

  it('keeps a refused mail pending with its error, sends it on the next attempt', async () => {
    const email = await register('flaky', 1);

    const waiting = await waitFor(
      async () => {
        const row = await mailOf(email);
        return row?.attempts === 1 ? row : undefined;
      },
      { what: 'the first attempt recorded' },
    );
    assert.equal(waiting.status, 'pending');
    assert.match(waiting.last_error ?? '', /550/);
    assert.ok(waiting.next_attempt_at.getTime() > Date.now() - 1000, 'retried later, not at once');

    const sent = await waitFor(
      async () => {
        const row = await mailOf(email);
        return row?.status === 'sent' ? row : undefined;
      },
      { what: 'the second attempt sent', timeoutMs: 20_000 },
    );
    assert.equal(sent.attempts, 2);
    assert.equal(sent.last_error, null);
    assert.ok(sent.message_id, 'the SMTP message id is kept');
    assert.ok(sent.sent_at instanceof Date);
    assert.equal((await fixture.inbox.waitFor(email)).length, 1);
  });

  it('marks a mail refused MAIL_MAX_ATTEMPTS times failed and sends it no more', async () => {
    const email = await register('refused');

    const failed = await waitFor(
      async () => {
        const row = await mailOf(email);
        return row?.status === 'failed' ? row : undefined;
      },
      { what: 'the mail marked failed', timeoutMs: 20_000 },
    );
    assert.equal(failed.attempts, 2);
    assert.match(failed.last_error ?? '', /550/);
    assert.equal(failed.sent_at, null);
    assert.equal(fixture.smtp.recipients.filter((r) => r === email).length, 2);
  });
});

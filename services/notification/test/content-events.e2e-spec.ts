import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { NewsletterRecipient } from '@boutique/contracts/content/events/v1/content_events';
import { createEnvelope } from '@boutique/service-kit';
import { waitFor, type CaughtMail } from '@boutique/testing';
import { startNotification, type NotificationFixture } from './fixtures/notification-fixture.js';

const OWNER = 'owner@shop.test';
const BATCH_SIZE = 2;
const INTERVAL_MS = 300;

interface DeliveryRow {
  email: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  claimed_at: Date | null;
}

function recipient(name: string): NewsletterRecipient {
  const id = randomUUID().slice(0, 8);
  return {
    subscriberId: `sub-${id}`,
    email: `${name}-${id}@example.com`,
    unsubscribeToken: `tok_${randomUUID().replace(/-/g, '')}`,
  };
}

describe('notification: contact messages and newsletter campaigns', () => {
  let fixture: NotificationFixture;

  before(async () => {
    fixture = await startNotification({
      CONTACT_INBOX_EMAIL: OWNER,
      SHOP_NAME: 'Saree Boutique',
      NEWSLETTER_BATCH_SIZE: String(BATCH_SIZE),
      NEWSLETTER_BATCH_INTERVAL_MS: String(INTERVAL_MS),
      NEWSLETTER_MAX_ATTEMPTS: '3',
    });
  });

  after(() => fixture?.close());

  const deliveries = (campaignId: string) =>
    fixture.service.dataSource.query<DeliveryRow[]>(
      `SELECT email, status, attempts, last_error, sent_at, claimed_at
         FROM newsletter_delivery WHERE campaign_id = $1 ORDER BY email`,
      [campaignId],
    );

  async function publishCampaign(
    recipients: NewsletterRecipient[],
    patch: { campaignId?: string; message?: string; flyerUrl?: string; times?: number } = {},
  ) {
    const campaignId = patch.campaignId ?? randomUUID();
    const event = createEnvelope('content', 'newsletter-send-requested', campaignId, {
      campaignId,
      message: patch.message ?? 'Our festive edit is here.',
      flyerUrl: patch.flyerUrl ?? '/media/flyers/diwali.jpg',
      recipients,
      part: 1,
      parts: 1,
      requestedAt: new Date().toISOString(),
      requestedBy: 'admin-1',
    });
    for (let i = 0; i < (patch.times ?? 1); i++)
      await fixture.publisher.publish('content.events.v1', event);
    return campaignId;
  }

  async function settled(campaignId: string, count: number): Promise<DeliveryRow[]> {
    return waitFor(
      async () => {
        const rows = await deliveries(campaignId);
        return rows.length === count &&
          rows.every((row) => ['sent', 'failed', 'unknown'].includes(row.status))
          ? rows
          : undefined;
      },
      { what: `${count} deliveries of ${campaignId} settled`, timeoutMs: 20_000 },
    );
  }

  it('mails the owner one contact message (escaped, Reply-To the visitor) even when delivered twice', async () => {
    const visitor = `kavya-${randomUUID().slice(0, 6)}@example.com`;
    const contactId = randomUUID();
    const event = createEnvelope('content', 'contact-received', contactId, {
      contactId,
      name: 'Kavya <i>Rao</i>',
      email: visitor,
      message: 'Do you stock <b>Paithani</b> silk?\nIn green & gold, please.',
      createdAt: '2024-03-31T23:30:00Z',
    });
    await fixture.publisher.publish('content.events.v1', event);
    await fixture.publisher.publish('content.events.v1', event);

    const isContact = (mail: CaughtMail) => mail.subject.startsWith('New message from');
    const [mail] = await fixture.inbox.waitFor(
      OWNER,
      (m) => isContact(m) && (m.text ?? '').includes(visitor),
    );
    assert.equal(mail.subject, 'New message from Kavya <i>Rao</i>');
    assert.match(
      (await fixture.header(mail, 'reply-to')) ?? '',
      new RegExp(visitor.replace(/\./g, '\\.')),
    );
    const html = mail.html ?? '';
    assert.match(html, /Kavya &lt;i&gt;Rao&lt;\/i&gt;/);
    assert.match(
      html,
      /Do you stock &lt;b&gt;Paithani&lt;\/b&gt; silk\?<br>\s*In green &amp; gold/,
    );
    assert.ok(html.includes(visitor));
    assert.match(
      mail.text ?? '',
      /Do you stock <b>Paithani<\/b> silk\?\nIn green & gold, please\./,
    );
    // Received 23:30 UTC on 31 March: 1 April, 5:00 am in India.
    assert.match(mail.text ?? '', /Received: 1 April 2024 at 5:00\s?am/i);

    await sleep(1500); // both deliveries have been handled by now
    const mails = (await fixture.inbox.to(OWNER)).filter(
      (m) => isContact(m) && (m.text ?? '').includes(visitor),
    );
    assert.equal(mails.length, 1);
  });

  it('mails each of 3 recipients once, with the flyer and their unsubscribe link, when the campaign event comes twice', async () => {
    const recipients = [recipient('asha'), recipient('bina'), recipient('chitra')];
    const campaignId = await publishCampaign(recipients, {
      message: 'Our <festive> edit is here.\nVisit us this weekend.',
      times: 2,
    });
    // The same campaign again in another part, one address in other letters: nothing new.
    await publishCampaign([{ ...recipients[0], email: recipients[0].email.toUpperCase() }], {
      campaignId,
    });

    const rows = await settled(campaignId, 3);
    for (const row of rows) {
      assert.equal(row.status, 'sent');
      assert.equal(row.attempts, 1);
      assert.ok(row.sent_at);
    }
    for (const { email, unsubscribeToken } of recipients) {
      const [mail] = await fixture.inbox.waitFor(email);
      const link = `http://shop.test:8080/api/shop/newsletter/unsubscribe/${unsubscribeToken}`;
      assert.equal(mail.subject, 'News from Saree Boutique');
      const html = mail.html ?? '';
      assert.match(
        html,
        /<img src="http:\/\/shop\.test:8080\/media\/flyers\/diwali\.jpg" alt="Saree Boutique flyer"/,
      );
      assert.ok(html.includes(`<a href="${link}"`), 'the visible unsubscribe link');
      assert.match(html, />Unsubscribe<\/a>/);
      assert.match(html, /Our &lt;festive&gt; edit is here\.<br>\s*Visit us this weekend\./);
      assert.match(mail.text ?? '', /Our <festive> edit is here\.\nVisit us this weekend\./);
      assert.ok((mail.text ?? '').includes(`Unsubscribe: ${link}`));
      assert.equal(await fixture.header(mail, 'list-unsubscribe'), `<${link}>`);
      assert.equal(
        await fixture.header(mail, 'list-unsubscribe-post'),
        'List-Unsubscribe=One-Click',
      );
    }
    await sleep(1500);
    for (const { email } of recipients) assert.equal((await fixture.inbox.to(email)).length, 1);
    assert.equal(
      fixture.smtp.recipients.filter((r) => recipients.some((x) => x.email === r)).length,
      3,
    );
  });

  it('records an SMTP refusal, retries it, then marks it failed without holding back the others', async () => {
    const refused = recipient('refused');
    const flaky = recipient('flaky');
    const fine = recipient('fine');
    fixture.smtp.reject(refused.email);
    fixture.smtp.reject(flaky.email, 1);
    const campaignId = await publishCampaign([refused, flaky, fine], {
      flyerUrl: 'https://cdn.example.com/flyer.png',
    });

    const rows = await settled(campaignId, 3);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    const failed = byEmail.get(refused.email)!;
    assert.equal(failed.status, 'failed');
    assert.equal(failed.attempts, 3);
    assert.match(failed.last_error ?? '', /550/);
    assert.equal(failed.sent_at, null);
    const retried = byEmail.get(flaky.email)!;
    assert.equal(retried.status, 'sent');
    assert.equal(retried.attempts, 2);
    assert.equal(retried.last_error, null);
    assert.equal(byEmail.get(fine.email)!.status, 'sent');
    assert.equal(byEmail.get(fine.email)!.attempts, 1);

    assert.equal(fixture.smtp.recipients.filter((r) => r === refused.email).length, 3);
    const [mail] = await fixture.inbox.waitFor(fine.email);
    assert.match(mail.html ?? '', /<img src="https:\/\/cdn\.example\.com\/flyer\.png"/);
    await fixture.inbox.waitFor(flaky.email);
    assert.equal((await fixture.inbox.to(refused.email)).length, 0);
    assert.equal((await fixture.inbox.to(flaky.email)).length, 1);
  });

  it('marks a delivery left sending for over 5 minutes unknown and never sends it', async () => {
    const campaignId = randomUUID();
    const crashed = recipient('crashed');
    const inFlight = recipient('inflight');
    await fixture.service.dataSource.query(
      `INSERT INTO newsletter_delivery
         (campaign_id, email, subscriber_id, unsubscribe_token, message, status, attempts, claimed_at)
       VALUES ($1, $2, $3, $4, 'Hello', 'sending', 1, now() - interval '6 minutes'),
              ($1, $5, $6, $7, 'Hello', 'sending', 1, now() - interval '1 minute')`,
      [
        campaignId,
        crashed.email,
        crashed.subscriberId,
        crashed.unsubscribeToken,
        inFlight.email,
        inFlight.subscriberId,
        inFlight.unsubscribeToken,
      ],
    );
    const unknown = await waitFor(
      async () => {
        const rows = await deliveries(campaignId);
        const row = rows.find((r) => r.email === crashed.email);
        return row?.status === 'unknown' && row;
      },
      { what: 'the interrupted delivery marked unknown' },
    );
    assert.match(unknown.last_error ?? '', /never confirmed/);
    await sleep(4 * INTERVAL_MS);
    const rows = await deliveries(campaignId);
    assert.deepEqual(
      rows.map((r) => [r.email, r.status]),
      [
        [crashed.email, 'unknown'],
        [inFlight.email, 'sending'],
      ],
    );
    assert.ok(!fixture.smtp.recipients.includes(crashed.email));
    assert.ok(!fixture.smtp.recipients.includes(inFlight.email));
    assert.equal((await fixture.inbox.to(crashed.email)).length, 0);
  });

  it(`sends a campaign in batches of NEWSLETTER_BATCH_SIZE (${BATCH_SIZE}), one batch per interval`, async () => {
    const recipients = ['d', 'e', 'f', 'g', 'h'].map(recipient);
    const campaignId = await publishCampaign(recipients);
    const rows = await settled(campaignId, 5);
    assert.ok(rows.every((row) => row.status === 'sent'));
    const claims = new Map<number, number>();
    for (const row of rows) {
      const at = new Date(row.claimed_at!).getTime();
      claims.set(at, (claims.get(at) ?? 0) + 1);
    }
    const times = [...claims.keys()].sort((a, b) => a - b);
    assert.deepEqual(
      times.map((t) => claims.get(t)),
      [2, 2, 1],
    );
    for (let i = 1; i < times.length; i++)
      assert.ok(
        times[i] - times[i - 1] >= INTERVAL_MS * 0.85,
        `batches ${times[i] - times[i - 1]} ms apart`,
      );
    for (const { email } of recipients) assert.equal((await fixture.inbox.to(email)).length, 1);
  });
});

describe('notification: a small campaign leaves at once', () => {
  let fixture: NotificationFixture;

  before(async () => {
    // A long interval: only the wake after the handler's commit can send this quickly.
    fixture = await startNotification({ NEWSLETTER_BATCH_INTERVAL_MS: '60000' });
  });

  after(() => fixture?.close());

  async function publish(recipients: NewsletterRecipient[]) {
    const campaignId = randomUUID();
    await fixture.publisher.publish(
      'content.events.v1',
      createEnvelope('content', 'newsletter-send-requested', campaignId, {
        campaignId,
        message: 'Hello',
        flyerUrl: '/media/flyer.jpg',
        recipients,
        part: 1,
        parts: 1,
        requestedAt: new Date().toISOString(),
        requestedBy: 'admin-1',
      }),
    );
    return campaignId;
  }

  const statuses = async (campaignId: string) =>
    (
      await fixture.service.dataSource.query<{ status: string }[]>(
        `SELECT status FROM newsletter_delivery WHERE campaign_id = $1`,
        [campaignId],
      )
    ).map((row) => row.status);

  it('is sent right after the event is handled, and the next batch still waits its interval', async () => {
    const first = recipient('quick');
    const started = Date.now();
    await publish([first]);
    await fixture.inbox.waitFor(first.email, () => true, 1, 5000);
    assert.ok(Date.now() - started < 5000);

    const second = recipient('later');
    const campaignId = await publish([second]);
    await waitFor(async () => (await statuses(campaignId)).length === 1, {
      what: 'the second campaign queued',
    });
    await sleep(1500);
    assert.deepEqual(await statuses(campaignId), ['queued']);
    assert.equal((await fixture.inbox.to(second.email)).length, 0);
  });
});

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import {
  createEnvelope,
  PgBossEventBus,
  bootstrapService,
  type RunningService,
} from '@boutique/service-kit';
import {
  MailCatcher,
  createTestDatabase,
  dropTestDatabase,
  freePort,
  startMailCatcher,
  waitFor,
  type RunningMailCatcher,
} from '@boutique/testing';
import { pino } from 'pino';
import { notificationService } from '../src/notification.definition.js';

describe('notification service: e-mails from events', () => {
  let service: RunningService;
  let publisher: PgBossEventBus;
  let catcher: RunningMailCatcher;
  let inbox: MailCatcher;
  const databases: string[] = [];

  before(async () => {
    const [databaseUrl, busUrl] = await Promise.all([
      createTestDatabase('notification'),
      createTestDatabase('notification_bus'),
    ]);
    databases.push(databaseUrl, busUrl);
    catcher = await startMailCatcher({ smtpPort: await freePort(), uiPort: await freePort() });
    inbox = new MailCatcher(catcher.uiUrl);
    service = await bootstrapService(notificationService, {
      handleSignals: false,
      env: {
        SERVICE_NAME: 'notification',
        LOG_LEVEL: 'silent',
        DATABASE_URL: databaseUrl,
        BUS_DATABASE_URL: busUrl,
        HTTP_PORT: String(await freePort()),
        SMTP_URL: catcher.smtpUrl,
        PUBLIC_URL: 'http://shop.test:8080',
      },
    });
    publisher = new PgBossEventBus({ connectionString: busUrl, logger: pino({ level: 'silent' }) });
    await publisher.start();
  });

  after(async () => {
    await publisher?.stop();
    await service?.stop();
    await catcher?.stop();
    await Promise.all(databases.map(dropTestDatabase));
  });

  it('mails one welcome (HTML and text) even when the event is delivered twice', async () => {
    const email = `priya-${randomUUID().slice(0, 6)}@example.com`;
    const event = createEnvelope('identity', 'user-registered', 'user-1', {
      userId: 'user-1',
      email,
      userName: 'Priya <b>Nair</b>',
      registeredAt: new Date().toISOString(),
    });
    await publisher.publish('user.events.v1', event);
    await publisher.publish('user.events.v1', event);

    const [mail] = await inbox.waitFor(email);
    assert.equal(mail.subject, 'Welcome to Saree Boutique');
    assert.match(mail.text ?? '', /Namaste Priya <b>Nair<\/b>,/);
    assert.match(mail.html ?? '', /Namaste Priya &lt;b&gt;Nair&lt;\/b&gt;,/);
    assert.match(mail.html ?? '', /href="http:\/\/shop\.test:8080\/shop\/home"/);

    await waitFor(
      async () => {
        const rows = await service.dataSource.query<
          {
            status: string;
          }[]
        >(`SELECT status FROM outgoing_mail WHERE recipient = $1`, [email]);
        return rows.length === 1 && rows[0].status === 'sent';
      },
      { what: 'the mail log row marked sent' },
    );
    await sleep(1500); // both deliveries have been handled by now
    assert.equal((await inbox.to(email)).length, 1);
  });

  it('mails the password reset link with the token', async () => {
    const email = `reset-${randomUUID().slice(0, 6)}@example.com`;
    const event = createEnvelope('identity', 'password-reset-requested', 'user-2', {
      userId: 'user-2',
      email,
      userName: 'Rohan',
      resetToken: 'tok_abc-123',
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    await publisher.publish('user.events.v1', event);
    const [mail] = await inbox.waitFor(email);
    assert.equal(mail.subject, 'Reset your Saree Boutique password');
    assert.match(
      mail.text ?? '',
      /http:\/\/shop\.test:8080\/auth\/reset-password\?token=tok_abc-123/,
    );
    assert.match(mail.text ?? '', /next 30 minutes/);
  });

  const lines = [
    {
      productId: 'p-1',
      colourId: 'c-1',
      title: 'Kanjivaram <Silk> Saree',
      productCode: 'KS-101',
      colourTitle: 'Ruby Red',
      quantity: 2,
      price: 1_249_950,
    },
    {
      productId: 'p-2',
      colourId: '',
      title: 'Chanderi Cotton',
      productCode: 'CC-7',
      colourTitle: '',
      quantity: 1,
      price: 89_900,
    },
  ];

  it('mails one order confirmation with the lines, the total and the address, even when order-paid is delivered twice', async () => {
    const email = `meera-${randomUUID().slice(0, 6)}@example.com`;
    const orderId = randomUUID();
    const event = createEnvelope('order', 'order-paid', orderId, {
      orderId,
      userId: 'user-3',
      email,
      userName: 'Meera Iyer',
      totalAmount: 2_589_800,
      lines,
      paymentId: 'pay_Test0000000001',
      orderDate: new Date().toISOString(),
      shippingName: 'Meera Iyer',
      shippingAddress: '12 Temple Street, Chennai - 600004, Tamil Nadu',
      deliveryEarliestDate: '2026-12-01',
      deliveryLatestDate: '2026-12-04',
      invoiceNumber: 'SB/2026-27/000042',
      invoicePdf: Buffer.from('%PDF-1.3 an invoice'),
      invoiceFileName: 'invoice-SB-2026-27-000042.pdf',
      paymentMethod: 'razorpay',
      amountDue: 0,
    });
    await publisher.publish('order.events.v1', event);
    await publisher.publish('order.events.v1', event);

    const [mail] = await inbox.waitFor(email);
    assert.equal(mail.subject, `Order confirmed: #${orderId.slice(0, 8)}`);
    const text = mail.text ?? '';
    const html = mail.html ?? '';
    assert.match(text, /Namaste Meera Iyer,/);
    assert.match(text, /- Kanjivaram <Silk> Saree \(KS-101\), Ruby Red x 2: ₹24,999\.00/);
    assert.match(text, /- Chanderi Cotton \(CC-7\) x 1: ₹899\.00/);
    assert.match(text, /Order total: ₹25,898\.00/);
    assert.match(text, /12 Temple Street, Chennai - 600004, Tamil Nadu/);
    assert.match(text, /\nExpected delivery: Tue, 1 Dec – Fri, 4 Dec\n/);
    assert.match(html, /<strong>Expected delivery:<\/strong> Tue, 1 Dec – Fri, 4 Dec/);
    assert.match(
      text,
      /\nTax invoice SB\/2026-27\/000042 is attached; you can also download it from your orders in My Account\.\n/,
    );
    assert.match(html, /Tax invoice <strong>SB\/2026-27\/000042<\/strong>/);
    assert.deepEqual(
      (mail.attachments ?? []).map((file) => [file.filename, file.contentType]),
      [['invoice-SB-2026-27-000042.pdf', 'application/pdf']],
    );
    assert.match(
      html,
      /<td[^>]*>Kanjivaram &lt;Silk&gt; Saree<\/td>\s*<td[^>]*>KS-101<\/td>\s*<td[^>]*>Ruby Red<\/td>\s*<td[^>]*>2<\/td>\s*<td[^>]*>₹24,999\.00<\/td>/,
    );
    assert.match(html, /₹25,898\.00/);
    assert.match(html, /href="http:\/\/shop\.test:8080\/shop\/account"/);

    await waitFor(
      async () => {
        const rows = await service.dataSource.query<{ status: string; kind: string }[]>(
          `SELECT status, kind FROM outgoing_mail WHERE recipient = $1`,
          [email],
        );
        return (
          rows.length === 1 && rows[0].status === 'sent' && rows[0].kind === 'order-confirmation'
        );
      },
      { what: 'one confirmation row marked sent' },
    );
    await sleep(1500);
    assert.equal((await inbox.to(email)).length, 1);
  });

  it("mails the courier, the tracking number and the courier's link once per order-shipped event", async () => {
    const email = `arjun-${randomUUID().slice(0, 6)}@example.com`;
    const orderId = randomUUID();
    const event = createEnvelope('order', 'order-shipped', orderId, {
      orderId,
      userId: 'user-4',
      email,
      userName: 'Arjun',
      trackingNumber: 'DTDC-77881234',
      lines,
      courierId: 'dtdc',
      courierName: 'DTDC',
      trackingUrl:
        'https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=DTDC-77881234',
    });
    await publisher.publish('order.events.v1', event);
    await publisher.publish('order.events.v1', event);

    const [mail] = await inbox.waitFor(email);
    assert.equal(mail.subject, `Your order #${orderId.slice(0, 8)} has shipped`);
    assert.match(mail.text ?? '', /Tracking number: DTDC-77881234/);
    assert.match(mail.text ?? '', new RegExp(`Order id: ${orderId}`));
    assert.match(mail.html ?? '', /DTDC-77881234/);
    assert.match(mail.text ?? '', /Courier: DTDC/);
    assert.match(
      mail.text ?? '',
      /Track your parcel: https:\/\/www\.dtdc\.in\/tracking\/tracking_results\.asp\?Ttype=awb_no&strCnno=DTDC-77881234/,
    );
    // The link is an anchor named "Track your parcel" (its & escaped in the HTML).
    assert.match(
      mail.html ?? '',
      /<a href="https:\/\/www\.dtdc\.in\/tracking\/tracking_results\.asp\?Ttype=awb_no&amp;strCnno=DTDC-77881234"[^>]*>Track your parcel<\/a>/,
    );
    await sleep(1500);
    assert.equal((await inbox.to(email)).length, 1);
  });
});

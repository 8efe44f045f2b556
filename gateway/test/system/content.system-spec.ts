// System spec: content through the whole stack (gateway, content, identity, notification,
// order, payment, catalogue, mail catcher), everything through the gateway's public URL:
// newsletter subscriptions and a campaign to selected subscribers (one mail each, with the
// flyer and a working one-time unsubscribe link, no sign-in), feedback only when signed
// in and shown only once approved (or at once with moderation off), social-feed posts
// shown with their pictures (never without one), contact messages (validated, mailed to the shop owner), and the dashboard's figures
// following an order the spec creates and pays.
// Env: BASE_URL (gateway), ADMIN_EMAIL, ADMIN_PASSWORD, MAIL_URL (MailDev REST: GET /email).
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { gradientPng, MailCatcher, type CaughtMail } from '@boutique/testing';
import {
  login as loginAs,
  newCustomer,
  newShopper as registerShopper,
  unique,
} from './shoppers.js';
import { httpClient, str, type Json } from '../fixtures/http.js';

const BASE_URL = process.env.BASE_URL?.replace(/\/$/, '');
const ADMIN_EMAIL = process.env.ADMIN_EMAIL;
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD;
const MAIL_URL = process.env.MAIL_URL?.replace(/\/$/, '');

const http = httpClient(() => BASE_URL ?? '');
const list = (value: Json) => value as unknown as Json[];

const LINK_INVALID = 'This unsubscribe link has already been used or is not valid.';
/** Months of the dashboard are calendar months in the shop's time zone. */
const SHOP_TIME_ZONE = 'Asia/Kolkata';
const UNSUBSCRIBE_LINK = /\/api\/shop\/newsletter\/unsubscribe\/([A-Za-z0-9_\-.~%]+)/;

const skip = !BASE_URL
  ? 'BASE_URL is not set (run through npm test, which starts the stack)'
  : !(ADMIN_EMAIL && ADMIN_PASSWORD)
    ? 'ADMIN_EMAIL/ADMIN_PASSWORD not set'
    : !MAIL_URL && 'MAIL_URL is not set';

const login = (email: string, password: string) => loginAs(http, email, password);
const newShopper = (label: string) => registerShopper(http, 'content', label);

/** The mail's text and HTML together. */
function bodyOf(mail: CaughtMail): string {
  return `${mail.html ?? ''}\n${mail.text ?? ''}`;
}

/** This month (1..12) and year in the shop's time zone. */
function shopMonth(): { month: number; year: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date());
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { month: value('month'), year: value('year') };
}

describe('content through the gateway (system)', { skip }, () => {
  let admin = '';
  const mail = new MailCatcher(MAIL_URL ?? '');
  const products: string[] = [];

  before(async () => {
    admin = (await login(ADMIN_EMAIL!, ADMIN_PASSWORD!)).token;
  });

  after(async () => {
    for (const id of products) {
      await http.del(`/api/admin/products/delete/${id}`, { token: admin });
    }
  });

  describe('newsletter', () => {
    const run = unique();
    const subscribers = Array.from({ length: 5 }, (_, i) => `reader${i}-${run}@example.com`);
    const selected = subscribers.slice(0, 3);
    const others = subscribers.slice(3);

    it('subscribing twice (any case) answers 409', async () => {
      for (const email of subscribers) {
        const answer = await http.post('/api/shop/newsletter/subscribe', { email });
        assert.equal(answer.status, 201, answer.text);
        assert.equal(
          answer.json.message,
          'Thank you for subscribing to our newsletter!' as unknown as Json,
        );
      }
      const again = await http.post('/api/shop/newsletter/subscribe', {
        email: subscribers[0].toUpperCase(),
      });
      assert.equal(again.status, 409, again.text);
      assert.deepEqual(again.json, {
        success: false,
        message: 'This email is already subscribed to the newsletter.',
      });
    });

    let unsubscribePath = '';

    it('a campaign to 3 of 5 subscribers: exactly one mail to each selected address, with the flyer and an unsubscribe link', async () => {
      const flyer = await http.uploadPng(admin, gradientPng(1, 1), 'flyer.png');
      const flyerFile = flyer.split('/').filter(Boolean).slice(-2).join('/');

      const message = `Our festive weaves are here ${run}`;
      const sent = await http.post(
        '/api/admin/newsletter/send',
        { emails: selected, flyer, message },
        { token: admin },
      );
      assert.equal(sent.status, 202, sent.text);
      assert.equal(sent.json.message, 'Newsletter sent successfully' as unknown as Json);
      assert.equal(sent.json.data.recipients, 3 as unknown as Json);

      const isCampaign = (m: CaughtMail) => bodyOf(m).includes(run);
      for (const email of selected) await mail.waitFor(email, isCampaign, 1, 60_000);
      // Give a duplicate or a stray delivery the time to show up before counting.
      await sleep(3000);
      const all = (await mail.all()).filter(isCampaign);
      assert.equal(all.length, 3, all.map((m) => m.to.map((t) => t.address).join()).join('; '));
      for (const email of selected) {
        const mine = all.filter((m) => m.to.some((t) => t.address.toLowerCase() === email));
        assert.equal(mine.length, 1, `one mail to ${email}`);
        const body = bodyOf(mine[0]);
        assert.ok(
          body.includes(flyerFile) ||
            (mine[0].attachments ?? []).some((a) => a.contentType.startsWith('image/')),
          `the flyer is in the mail to ${email}`,
        );
        const link = UNSUBSCRIBE_LINK.exec(body);
        assert.ok(link, `an unsubscribe link in the mail to ${email}`);
        const header = await mail.header(mine[0], 'List-Unsubscribe');
        assert.ok(header && UNSUBSCRIBE_LINK.test(header), 'List-Unsubscribe header');
        assert.equal(
          await mail.header(mine[0], 'List-Unsubscribe-Post'),
          'List-Unsubscribe=One-Click',
        );
        if (email === selected[0]) unsubscribePath = link[0];
      }
      for (const email of others) {
        assert.equal((await mail.to(email)).filter(isCampaign).length, 0, `none to ${email}`);
      }
    });

    it('the unsubscribe link: GET shows the page, POST unsubscribes once without sign-in, then 404', async () => {
      assert.ok(unsubscribePath, 'the campaign test found a link');
      const page = await http.get(unsubscribePath);
      assert.equal(page.status, 200, page.text);
      assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
      assert.ok(page.text.includes(`Unsubscribe ${selected[0]} from the newsletter?`), page.text);
      assert.ok(page.text.includes('<form method="post"'));
      const still = await http.get(`/api/admin/newsletter/subscribers?search=${selected[0]}`, {
        token: admin,
      });
      assert.equal(list(still.json.data).length, 1, 'opening the link unsubscribes no one');

      const done = await fetch(`${BASE_URL}${unsubscribePath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      const html = await done.text();
      assert.equal(done.status, 200, html);
      assert.ok(html.includes('You have been unsubscribed from our newsletter.'), html);

      const again = await http.call('POST', unsubscribePath, undefined, {
        headers: { accept: 'application/json' },
      });
      assert.equal(again.status, 404, again.text);
      assert.deepEqual(again.json, { success: false, message: LINK_INVALID });

      const gone = await http.get(`/api/admin/newsletter/subscribers?search=${selected[0]}`, {
        token: admin,
      });
      assert.equal(gone.status, 200, gone.text);
      assert.deepEqual(gone.json.data, []);
      const rest = await http.get(`/api/admin/newsletter/subscribers?search=${run}`, {
        token: admin,
      });
      assert.equal(rest.json.total, 4 as unknown as Json);
    });
  });

  describe('testimonial moderation and the social feed', () => {
    const run = unique();
    const graphqlHome = async () => {
      const answer = await http.post('/graphql', {
        query:
          '{ homePage { feedPosts feed { postUrl image imageWidth imageHeight alt } testimonials { feedback } } }',
      });
      assert.equal(answer.status, 200, answer.text);
      return answer.json.data.homePage;
    };
    const shownTexts = async () =>
      list((await http.get('/api/shop/feedback/get')).json.data).map((f) => str(f.feedback));
    const setModeration = async (moderation: boolean) => {
      const answer = await http.put(
        '/api/admin/feedback/settings',
        { moderation },
        { token: admin },
      );
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.json.data.moderation, moderation as unknown as Json);
    };

    it('a testimonial is shown only once the admin approves it; a rejected one never', async () => {
      await setModeration(true);
      const { token } = await newCustomer(http, 'content', 'story');
      const story = `My Kanjivaram for the wedding ${run}`;
      const sent = await http.post('/api/shop/feedback/add', { feedback: story }, { token });
      assert.equal(sent.status, 201, sent.text);
      assert.equal(
        sent.json.message,
        'Thank you! Your story will appear once we have read it' as unknown as Json,
      );
      assert.equal(sent.json.data.status, 'pending' as unknown as Json);
      const spam = await http.post(
        '/api/shop/feedback/add',
        { feedback: `Spam ${run}` },
        { token },
      );
      assert.equal(spam.status, 201, spam.text);
      assert.ok(!(await shownTexts()).includes(story));

      const pending = await http.get(
        `/api/admin/feedback/get?status=pending&search=${encodeURIComponent(str(sent.json.data.email))}`,
        { token: admin },
      );
      assert.equal(pending.status, 200, pending.text);
      assert.deepEqual(
        list(pending.json.data).map((f) => str(f.feedback)),
        [`Spam ${run}`, story],
      );
      assert.deepEqual(pending.json.counts, {
        pending: 2,
        approved: 0,
        rejected: 0,
      } as unknown as Json);

      const approved = await http.put(
        `/api/admin/feedback/approve/${str(sent.json.data.id)}`,
        {},
        { token: admin },
      );
      assert.equal(approved.status, 200, approved.text);
      assert.equal(approved.json.message, 'Feedback approved' as unknown as Json);
      const rejected = await http.put(
        `/api/admin/feedback/reject/${str(spam.json.data.id)}`,
        {},
        { token: admin },
      );
      assert.equal(rejected.json.message, 'Feedback rejected' as unknown as Json);

      const shown = await shownTexts();
      assert.ok(shown.includes(story));
      assert.ok(!shown.includes(`Spam ${run}`));
      const home = await graphqlHome();
      assert.ok(list(home.testimonials).some((t) => str(t.feedback) === story));
      assert.ok(!list(home.testimonials).some((t) => str(t.feedback) === `Spam ${run}`));

      const customer = await http.put(
        `/api/admin/feedback/approve/${str(spam.json.data.id)}`,
        {},
        {
          token,
        },
      );
      assert.equal(customer.status, 403, customer.text);
    });

    it('with moderation off a testimonial is shown at once', async () => {
      await setModeration(false);
      try {
        const { token } = await newCustomer(http, 'content', 'instant');
        const story = `Straight to the shop ${run}`;
        const sent = await http.post('/api/shop/feedback/add', { feedback: story }, { token });
        assert.equal(sent.status, 201, sent.text);
        assert.equal(sent.json.message, 'Thank you for your feedback!' as unknown as Json);
        assert.equal(sent.json.data.status, 'approved' as unknown as Json);
        assert.equal((await shownTexts())[0], story);
      } finally {
        await setModeration(true);
      }
    });

    it('a post with an uploaded picture is listed with its image URL and size; one without is not on the storefront', async () => {
      const image = await http.uploadPng(admin, gradientPng(1, 1));
      const pictured = `https://www.instagram.com/p/pictured-${run}/`;
      const bare = `https://www.instagram.com/p/bare-${run}/`;
      const added = await http.post(
        '/api/admin/instafeed/add',
        { posts: [{ postUrl: pictured, image, alt: 'Red silk saree' }, bare] },
        { token: admin },
      );
      assert.equal(added.status, 201, added.text);
      try {
        const shop = (await http.get('/api/shop/instafeed/get')).json.data[0];
        const item = list(shop.items).find((p) => str(p.postUrl) === pictured);
        assert.ok(item, 'the post with a picture is on the storefront');
        assert.equal(item.image, image as unknown as Json);
        assert.equal(item.alt, 'Red silk saree' as unknown as Json);
        assert.deepEqual([item.imageWidth, item.imageHeight], [1, 1] as unknown as Json[]);
        assert.ok(!list(shop.posts).includes(bare as unknown as Json));
        assert.ok(!list(shop.items).some((p) => str(p.postUrl) === bare));
        const home = await graphqlHome();
        assert.ok(
          list(home.feed).some((p) => str(p.postUrl) === pictured && str(p.image) === image),
        );
        assert.ok(!list(home.feedPosts).includes(bare as unknown as Json));
        // the admin sees both
        const adminFeed = await http.get('/api/admin/instafeed/get', { token: admin });
        assert.ok(list(adminFeed.json.data.items).some((p) => str(p.postUrl) === bare));
      } finally {
        for (const url of [pictured, bare])
          await http.del(`/api/admin/instafeed/delete/${encodeURIComponent(url)}`, {
            token: admin,
          });
      }
    });
  });

  describe('feedback and contacts', () => {
    it('a guest posting feedback gets 401 with the feedback message', async () => {
      const answer = await http.post('/api/shop/feedback/add', { feedback: 'Lovely sarees' });
      assert.equal(answer.status, 401, answer.text);
      assert.deepEqual(answer.json, {
        success: false,
        message: 'You must be logged in to submit feedback.',
      });
    });

    it('a contact with blank fields is 400 and stores nothing', async () => {
      const before = await http.get('/api/admin/contacts/get', { token: admin });
      assert.equal(before.status, 200, before.text);
      const blank = await http.post('/api/shop/contacts/add', {
        name: '   ',
        email: `blank-${unique()}@example.com`,
        message: '  ',
      });
      assert.equal(blank.status, 400, blank.text);
      assert.deepEqual(blank.json, {
        success: false,
        message: 'Please fill out all fields before submitting.',
      });
      const afterwards = await http.get('/api/admin/contacts/get', { token: admin });
      assert.equal(afterwards.json.total, before.json.total);
    });

    it("a contact reaches the owner's inbox with Reply-To the visitor", async () => {
      const visitor = `visitor-${unique()}@example.com`;
      const text = `Do you ship to Singapore? ${unique()}`;
      const answer = await http.post('/api/shop/contacts/add', {
        name: 'Asha',
        email: visitor,
        message: text,
      });
      assert.equal(answer.status, 201, answer.text);
      assert.equal(
        answer.json.message,
        'Your message has been sent successfully!' as unknown as Json,
      );
      const found = await waitForMail((m) => bodyOf(m).includes(text));
      const replyTo = await mail.header(found, 'Reply-To');
      assert.ok(replyTo?.includes(visitor), 'Reply-To the visitor');
      assert.ok(
        !found.to.some((t) => t.address.toLowerCase() === visitor),
        'sent to the owner, not the visitor',
      );
      const listed = await http.get(`/api/admin/contacts/get?search=${visitor}`, {
        token: admin,
      });
      assert.equal(listed.json.total, 1 as unknown as Json);
    });

    async function waitForMail(match: (m: CaughtMail) => boolean): Promise<CaughtMail> {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const found = (await mail.all()).find(match);
        if (found) return found;
        assert.ok(Date.now() < deadline, 'the mail arrived within 30 s');
        await sleep(300);
      }
    }
  });

  describe('dashboard', () => {
    it('summary and sales-chart follow an order this test creates and pays', async () => {
      const { month, year } = shopMonth();
      const figures = async () => {
        const [summary, chart] = await Promise.all([
          http.get('/api/admin/dashboard/summary', { token: admin }),
          http.get(`/api/admin/dashboard/sales-chart?year=${year}`, { token: admin }),
        ]);
        assert.equal(summary.status, 200, summary.text);
        assert.equal(chart.status, 200, chart.text);
        assert.equal(list(chart.json.data).length, 12);
        assert.equal(chart.json.currentYear, year as unknown as Json);
        const row = list(chart.json.data)[month - 1];
        assert.equal(row.monthNumber, month as unknown as Json);
        return {
          sales: summary.json.data.totalSales as unknown as number,
          orders: summary.json.data.totalOrders as unknown as number,
          users: summary.json.data.totalUsers as unknown as number,
          month: row.currentYearSales as unknown as number,
        };
      };
      const before = await figures();

      const shopper = await newShopper('dash');
      const categories = await http.get('/api/shop/categories/get');
      const category = str(list(categories.json.data)[0].id);
      const created = await http.post(
        '/api/admin/products/add',
        {
          title: `Dashboard Saree ${unique()}`,
          description: 'Fabric: silk. A saree for the dashboard system spec.',
          category,
          price: 1234.5,
          salePrice: 0,
          productCode: `DASH${unique()}`.toUpperCase(),
          colors: [{ title: 'Red', inventory: 5, image: '' }],
          image: [],
        },
        { token: admin },
      );
      assert.equal(created.status, 201, created.text);
      const product = created.json.data;
      products.push(str(product.id));
      const order = await http.post(
        '/api/shop/order/create',
        {
          userId: shopper.id,
          cartItems: [
            {
              productId: str(product.id),
              colors: { _id: str(list(product.colors)[0].id) },
              quantity: 2,
            },
          ],
          addressInfo: { addressId: shopper.addressId },
        },
        { token: shopper.token },
      );
      assert.equal(order.status, 201, order.text);
      const unpaid = await figures();
      assert.equal(unpaid.sales, before.sales, 'an unpaid order counts for nothing');
      assert.equal(unpaid.orders, before.orders);

      const paid = await http.post(
        `/api/sandbox/razorpay/orders/${str(order.json.razorpayOrderId)}/pay`,
        { outcome: 'success' },
        { token: shopper.token },
      );
      assert.equal(paid.status, 200, paid.text);
      const captured = await http.post(
        '/api/shop/order/capture',
        {
          orderId: str(order.json.orderId),
          paymentId: str(paid.json.razorpay_payment_id),
          signature: str(paid.json.razorpay_signature),
        },
        { token: shopper.token },
      );
      assert.equal(captured.status, 200, captured.text);
      const amount = captured.json.data.totalAmount as unknown as number;
      assert.ok(amount >= 2469, `the paid amount ${amount}`);

      const afterwards = await figures();
      const cents = (rupees: number) => Math.round(rupees * 100);
      assert.equal(cents(afterwards.sales) - cents(before.sales), cents(amount));
      assert.equal(afterwards.orders, before.orders + 1);
      assert.equal(cents(afterwards.month) - cents(before.month), cents(amount));
      assert.equal(afterwards.users, before.users + 1, 'the shopper is counted');
    });

    it('a bad year is 400; a customer gets 403', async () => {
      const bad = await http.get('/api/admin/dashboard/sales-chart?year=1999', { token: admin });
      assert.equal(bad.status, 400, bad.text);
      assert.deepEqual(bad.json, {
        success: false,
        message: 'Invalid year: expected a whole number from 2000 to 2100',
      });
      const customer = await newShopper('denied');
      const denied = await http.get('/api/admin/dashboard/summary', { token: customer.token });
      assert.equal(denied.status, 403, denied.text);
      assert.deepEqual(denied.json, { success: false, message: 'Access denied' });
    });
  });
});

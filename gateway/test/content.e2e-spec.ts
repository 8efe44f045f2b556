// Content at the edge (real gateway, fake content gRPC server): the storefront's cached
// reads and their invalidation, feedback only for signed-in customers (its own 401
// message), contact and newsletter validation, rate limits (429 with Retry-After), the
// unsubscribe page (escaped HTML, a form POST, RFC 8058 one-click bodies, once only),
// admin routes (401/403, messages, paging), and GraphQL (homePage in one round trip, the public reads).
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { httpClient, str, type Answer, type Json } from './fixtures/http.js';

let gw: Harness;
const { get, post, put, del, graphql, call } = httpClient(() => gw.baseUrl);

/** The message says how long to wait (a 1-hour window: about an hour). */
const TOO_MANY = /^Too many attempts\. Please try again in (1 hour|60 minutes)\.$/;
const LOGIN_TO_FEEDBACK = 'You must be logged in to submit feedback.';
const LINK_INVALID = 'This unsubscribe link has already been used or is not valid.';

let adminToken = '';
let customerToken = '';
let otherToken = '';
let customerId = '';
let adminId = '';

const randomIp = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const list = (value: Json) => value as unknown as Json[];

function assertError(answer: Answer, status: number, message: string) {
  assert.equal(answer.status, status, answer.text);
  assert.deepEqual(answer.json, { success: false, message });
}

function assertTooMany(answer: Answer) {
  assert.equal(answer.status, 429, answer.text);
  assert.equal(answer.json.success, false);
  assert.match(str(answer.json.message), TOO_MANY);
  const retryAfter = Number(answer.headers.get('retry-after'));
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After ${retryAfter}`);
}

before(async () => {
  gw = await startGateway({
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_FEEDBACK_PER_USER: '2',
      RATE_LIMIT_CONTACT_PER_IP: '3',
      RATE_LIMIT_SUBSCRIBE_PER_IP: '3',
    },
  });
  const admin = gw.identity.addUser({
    userName: 'Admin',
    email: 'admin@example.com',
    password: 'admin-pass',
    role: 'admin',
  });
  const customer = gw.identity.addUser({
    userName: 'Priya',
    email: 'priya@example.com',
    password: 'priya-pass',
  });
  const other = gw.identity.addUser({
    userName: 'Ravi',
    email: 'ravi@example.com',
    password: 'ravi-pass',
  });
  customerId = customer.id;
  adminId = admin.id;
  adminToken = await gw.identity.accessToken(admin);
  customerToken = await gw.identity.accessToken(customer);
  otherToken = await gw.identity.accessToken(other);
  gw.content.accounts = (id) => {
    const user = gw.identity.users.get(id);
    return user ? { userName: user.userName, email: user.email } : undefined;
  };
});

after(async () => {
  await gw?.stop();
});

describe('storefront reads (cached)', () => {
  it('banners oldest first, the feed as one document of URLs, testimonials without e-mail', async () => {
    gw.content.banners.push(
      {
        id: 'b1',
        image: '/media/images/a/1024.jpg',
        description: 'First',
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
      },
      {
        id: 'b2',
        image: 'https://cdn.example.com/b.jpg',
        description: 'Second',
        createdAt: '2025-01-02T00:00:00.000Z',
        updatedAt: '2025-01-02T00:00:00.000Z',
      },
    );
    gw.content.posts.push({
      id: 'p1',
      postUrl: 'https://www.instagram.com/p/one/',
      createdAt: '2025-01-03T00:00:00.000Z',
      image: '/media/images/p1/640.jpg',
      imageWidth: 640,
      imageHeight: 640,
      alt: 'Red silk saree',
    });
    // a post without a picture: never an empty tile on the storefront
    gw.content.posts.push({
      id: 'p0',
      postUrl: 'https://www.instagram.com/p/bare/',
      createdAt: '2025-01-02T00:00:00.000Z',
    });
    gw.content.feedback.push({
      id: 'f1',
      userId: customerId,
      userName: 'Priya',
      email: 'priya@example.com',
      feedback: 'Lovely',
      createdAt: '2025-01-04T00:00:00.000Z',
    });

    const banners = await get('/api/shop/banners/get');
    assert.equal(banners.status, 200, banners.text);
    assert.deepEqual(
      list(banners.json.data).map((b) => [b._id, b.id, b.description]),
      [
        ['b1', 'b1', 'First'],
        ['b2', 'b2', 'Second'],
      ],
    );
    const feed = await get('/api/shop/instafeed/get');
    assert.deepEqual(feed.json, {
      success: true,
      data: [
        {
          _id: 'instafeed',
          posts: ['https://www.instagram.com/p/one/'],
          items: [
            {
              id: 'p1',
              _id: 'p1',
              postUrl: 'https://www.instagram.com/p/one/',
              createdAt: '2025-01-03T00:00:00.000Z',
              image: '/media/images/p1/640.jpg',
              imageWidth: 640,
              imageHeight: 640,
              alt: 'Red silk saree',
            },
          ],
        },
      ],
    });
    const testimonials = await get('/api/shop/feedback/get');
    assert.deepEqual(testimonials.json.data, [
      {
        id: 'f1',
        _id: 'f1',
        user: 'Priya',
        userName: 'Priya',
        feedback: 'Lovely',
        createdAt: '2025-01-04T00:00:00.000Z',
      },
    ]);
    const listCall = gw.content.callsOf('ListFeedback').at(-1);
    assert.equal(listCall?.request.pageSize, 50);
  });

  it('a second read is served from the cache; an admin write drops it before it answers', async () => {
    const before = gw.content.callsOf('ListBanners').length;
    await get('/api/shop/banners/get');
    await get('/api/shop/banners/get');
    assert.equal(gw.content.callsOf('ListBanners').length, before, 'served from the cache');

    const added = await post(
      '/api/admin/banners/add',
      { image: '/media/images/c/1024.jpg', description: 'Third' },
      { token: adminToken },
    );
    assert.equal(added.status, 201, added.text);
    const after = await get('/api/shop/banners/get');
    assert.equal(list(after.json.data).length, 3, 'the new banner shows at once');
  });
});

describe('POST /api/shop/feedback/add', () => {
  it('a guest gets 401 with the feedback message; content is not asked', async () => {
    const calls = gw.content.callsOf('AddFeedback').length;
    assertError(await post('/api/shop/feedback/add', { feedback: 'Hi' }), 401, LOGIN_TO_FEEDBACK);
    assertError(
      await post('/api/shop/feedback/add', { feedback: 'Hi' }, { token: 'not-a-token' }),
      401,
      LOGIN_TO_FEEDBACK,
    );
    assert.equal(gw.content.callsOf('AddFeedback').length, calls);
  });

  it('400 for a blank or too long feedback (a query parameter does not fill the body)', async () => {
    assertError(
      await post('/api/shop/feedback/add', { feedback: '   ' }, { token: otherToken }),
      400,
      'Feedback is required',
    );
    assertError(
      await post('/api/shop/feedback/add?feedback=Hi', {}, { token: otherToken }),
      400,
      'Feedback is required',
    );
    assertError(
      await post('/api/shop/feedback/add', { feedback: 'x'.repeat(1001) }, { token: otherToken }),
      400,
      'Feedback must not exceed 1000 characters',
    );
  });

  it("201 with the account's name and e-mail (the body's are ignored); only actor and text are sent", async () => {
    const answer = await post(
      '/api/shop/feedback/add',
      { feedback: '  Beautiful weaves  ', userName: 'Mallory', email: 'mallory@example.com' },
      { token: customerToken },
    );
    assert.equal(answer.status, 201, answer.text);
    assert.equal(answer.json.message, 'Thank you for your feedback!' as unknown as Json);
    assert.equal(answer.json.data.userName, 'Priya' as unknown as Json);
    assert.equal(answer.json.data.email, 'priya@example.com' as unknown as Json);
    assert.equal(answer.json.data.feedback, 'Beautiful weaves' as unknown as Json);
    const sent = gw.content.callsOf('AddFeedback').at(-1)!.request;
    assert.deepEqual(sent, {
      actor: { userId: customerId, role: 'user', userName: '' },
      feedback: 'Beautiful weaves',
    });
    const testimonials = await get('/api/shop/feedback/get');
    assert.equal(
      list(testimonials.json.data)[0].feedback,
      'Beautiful weaves' as unknown as Json,
      'a new feedback drops the cache',
    );
  });

  it('the 3rd feedback of a user within the window is 429 with Retry-After', async () => {
    const ok = await post(
      '/api/shop/feedback/add',
      { feedback: 'Again' },
      { token: customerToken },
    );
    assert.equal(ok.status, 201, ok.text);
    assertTooMany(
      await post('/api/shop/feedback/add', { feedback: 'Third' }, { token: customerToken }),
    );
  });
});

describe('POST /api/shop/contacts/add', () => {
  it('400 when a field is blank after trimming; nothing reaches content', async () => {
    const calls = gw.content.callsOf('AddContact').length;
    const ip = randomIp();
    assertError(
      await post(
        '/api/shop/contacts/add',
        { name: '  ', email: 'a@example.com', message: 'Hi' },
        from(ip),
      ),
      400,
      'Please fill out all fields before submitting.',
    );
    assertError(
      await post('/api/shop/contacts/add', { name: 'A', email: 'nope', message: 'Hi' }, from(ip)),
      400,
      'Please enter a valid email address.',
    );
    assertError(
      await post(
        '/api/shop/contacts/add',
        { name: 'A'.repeat(101), email: 'a@example.com', message: 'Hi' },
        from(randomIp()),
      ),
      400,
      'Name must not exceed 100 characters',
    );
    assertError(
      await post(
        '/api/shop/contacts/add',
        { name: 'A', email: 'a@example.com', message: 'm'.repeat(5001) },
        from(randomIp()),
      ),
      400,
      'Message must not exceed 5000 characters',
    );
    assert.equal(gw.content.callsOf('AddContact').length, calls);
  });

  it('201 with the trimmed contact; the 4th from one IP within the window is 429', async () => {
    const ip = randomIp();
    const answer = await post(
      '/api/shop/contacts/add',
      { name: ' Asha ', email: ' asha@example.com ', message: ' Do you ship abroad? ', extra: 1 },
      from(ip),
    );
    assert.equal(answer.status, 201, answer.text);
    assert.equal(
      answer.json.message,
      'Your message has been sent successfully!' as unknown as Json,
    );
    assert.equal(answer.json.data.name, 'Asha' as unknown as Json);
    assert.deepEqual(gw.content.callsOf('AddContact').at(-1)!.request, {
      actor: null,
      name: 'Asha',
      email: 'asha@example.com',
      message: 'Do you ship abroad?',
    });
    for (let i = 0; i < 2; i++) {
      const next = await post(
        '/api/shop/contacts/add',
        { name: 'Asha', email: 'asha@example.com', message: `More ${i}` },
        from(ip),
      );
      assert.equal(next.status, 201, next.text);
    }
    assertTooMany(
      await post(
        '/api/shop/contacts/add',
        { name: 'Asha', email: 'asha@example.com', message: 'Too many' },
        from(ip),
      ),
    );
  });
});

describe('newsletter subscribe and unsubscribe', () => {
  it('201, then 409 for the same address in any case, 400 for a bad one, 429 beyond the limit', async () => {
    const ip = randomIp();
    const first = await post(
      '/api/shop/newsletter/subscribe',
      { email: 'News@Example.com' },
      from(ip),
    );
    assert.equal(first.status, 201, first.text);
    assert.equal(
      first.json.message,
      'Thank you for subscribing to our newsletter!' as unknown as Json,
    );
    assert.equal(first.json.data.email, 'news@example.com' as unknown as Json);
    assertError(
      await post('/api/shop/newsletter/subscribe', { email: 'news@example.com' }, from(ip)),
      409,
      'This email is already subscribed to the newsletter.',
    );
    assertError(
      await post('/api/shop/newsletter/subscribe', { email: 'not-an-email' }, from(ip)),
      400,
      'Please enter a valid email address.',
    );
    assertTooMany(
      await post('/api/shop/newsletter/subscribe', { email: 'late@example.com' }, from(ip)),
    );
  });

  it('GET shows an escaped confirmation page with a plain form; it unsubscribes no one', async () => {
    const email = `"<b>x</b>"&'q'@example.com`;
    const subscribed = await post('/api/shop/newsletter/subscribe', { email }, from(randomIp()));
    assert.equal(subscribed.status, 201, subscribed.text);
    const token = gw.content.tokenOf(email)!;
    const page = await get(`/api/shop/newsletter/unsubscribe/${token}`);
    assert.equal(page.status, 200, page.text);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.equal(page.headers.get('cache-control'), 'no-store');
    assert.ok(
      page.text.includes(
        'Unsubscribe &quot;&lt;b&gt;x&lt;/b&gt;&quot;&amp;&#39;q&#39;@example.com from the newsletter?',
      ),
      page.text,
    );
    assert.ok(!page.text.includes('<b>x'), 'the address is escaped');
    assert.ok(!/<script/i.test(page.text), 'no script');
    assert.ok(
      page.text.includes(`<form method="post" action="/api/shop/newsletter/unsubscribe/${token}">`),
    );
    assert.ok(page.text.includes('<button type="submit">Unsubscribe</button>'));
    assert.ok(gw.content.tokenOf(email), 'still subscribed');
  });

  it('a one-click POST (List-Unsubscribe=One-Click) unsubscribes once; then 404 (HTML and JSON)', async () => {
    const email = 'oneclick@example.com';
    await post('/api/shop/newsletter/subscribe', { email }, from(randomIp()));
    const token = gw.content.tokenOf(email)!;
    const path = `/api/shop/newsletter/unsubscribe/${token}`;
    const done = await fetch(`${gw.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    const html = await done.text();
    assert.equal(done.status, 200, html);
    assert.match(done.headers.get('content-type') ?? '', /^text\/html/);
    assert.ok(html.includes('You have been unsubscribed from our newsletter.'));
    assert.equal(gw.content.tokenOf(email), undefined);

    const again = await call('POST', path, undefined, { headers: { accept: 'application/json' } });
    assertError(again, 404, LINK_INVALID);
    const againHtml = await fetch(`${gw.baseUrl}${path}`, { method: 'POST' });
    assert.equal(againHtml.status, 404);
    assert.ok((await againHtml.text()).includes(LINK_INVALID));
    const page = await get(path);
    assert.equal(page.status, 404);
    assert.ok(page.text.includes(LINK_INVALID));

    const admin = await get(`/api/admin/newsletter/subscribers?search=oneclick`, {
      token: adminToken,
    });
    assert.deepEqual(admin.json.data, []);
  });

  it('an empty POST with Accept: application/json answers { success, message }', async () => {
    const email = 'jsonclick@example.com';
    await post('/api/shop/newsletter/subscribe', { email }, from(randomIp()));
    const answer = await call(
      'POST',
      `/api/shop/newsletter/unsubscribe/${gw.content.tokenOf(email)!}`,
      undefined,
      { headers: { accept: 'application/json' } },
    );
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.json, {
      success: true,
      message: 'You have been unsubscribed from our newsletter.',
    });
  });
});

describe('admin routes', () => {
  const adminCalls: [string, string][] = [
    ['GET', '/api/admin/banners/get'],
    ['POST', '/api/admin/banners/add'],
    ['PUT', '/api/admin/banners/edit/x'],
    ['DELETE', '/api/admin/banners/delete/x'],
    ['GET', '/api/admin/instafeed/get'],
    ['POST', '/api/admin/instafeed/add'],
    ['PUT', '/api/admin/instafeed/edit/x'],
    ['DELETE', '/api/admin/instafeed/delete/x'],
    ['GET', '/api/admin/feedback/get'],
    ['GET', '/api/admin/feedback/x'],
    ['DELETE', '/api/admin/feedback/delete/x'],
    ['GET', '/api/admin/contacts/get'],
    ['DELETE', '/api/admin/contacts/delete/x'],
    ['GET', '/api/admin/newsletter/subscribers'],
    ['POST', '/api/admin/newsletter/send'],
    ['DELETE', '/api/admin/newsletter/unsubscribe/a@example.com'],
    ['GET', '/api/admin/dashboard/summary'],
    ['GET', '/api/admin/dashboard/sales-chart'],
    ['GET', '/api/admin/dashboard/order-status'],
    ['GET', '/api/admin/dashboard/stock-status'],
    ['GET', '/api/admin/dashboard/category-products'],
  ];

  it('401 without a token, 403 "Access denied" for a customer', async () => {
    for (const [method, path] of adminCalls) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      const guest = await call(method, path, body);
      assertError(guest, 401, 'No access token found');
      const customer = await call(method, path, body, { token: customerToken });
      assertError(customer, 403, 'Access denied');
    }
  });

  it('banners: validation messages, edit, 404, delete', async () => {
    const add = (body: unknown) => post('/api/admin/banners/add', body, { token: adminToken });
    assertError(await add({ image: '/media/a.jpg' }), 400, 'Description is required');
    assertError(await add({ description: 'D' }), 400, 'Image is required');
    assertError(await add({ image: 'not a link', description: 'D' }), 400, 'Image must be a link');
    assertError(
      await add({ image: '/media/a.jpg', description: 'd'.repeat(501) }),
      400,
      'Description must not exceed 500 characters',
    );
    const created = await add({ image: ' https://cdn.example.com/x.jpg ', description: ' New ' });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.json.message, 'Banner added successfully' as unknown as Json);
    const id = str(created.json.data.id);
    assert.equal(created.json.data.description, 'New' as unknown as Json);

    const edited = await put(
      `/api/admin/banners/edit/${id}`,
      { description: 'Renamed' },
      { token: adminToken },
    );
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.json.message, 'Banner updated successfully' as unknown as Json);
    assert.equal(edited.json.data.description, 'Renamed' as unknown as Json);
    assert.equal(edited.json.data.image, 'https://cdn.example.com/x.jpg' as unknown as Json);
    assertError(
      await put('/api/admin/banners/edit/missing', { description: 'X' }, { token: adminToken }),
      404,
      'Banner not found',
    );
    const removed = await del(`/api/admin/banners/delete/${id}`, { token: adminToken });
    assert.deepEqual(removed.json, { success: true, message: 'Banner deleted successfully' });
    assertError(
      await del(`/api/admin/banners/delete/${id}`, { token: adminToken }),
      404,
      'Banner not found',
    );
  });

  it('instafeed: add a list or one postUrl, 409 when nothing is new, edit, delete by encoded URL', async () => {
    const add = (body: unknown) => post('/api/admin/instafeed/add', body, { token: adminToken });
    assertError(await add({}), 400, 'Post URL is required');
    assertError(
      await add({ posts: ['ftp://x.example.com/p'] }),
      400,
      'Post URL must be a valid http(s) link',
    );
    const url = 'https://www.instagram.com/p/two/';
    const added = await add({ posts: [url, 'https://www.instagram.com/p/one/'] });
    assert.equal(added.status, 201, added.text);
    assert.equal(added.json.message, 'Post added successfully' as unknown as Json);
    assert.deepEqual(added.json.data.skipped, ['https://www.instagram.com/p/one/']);
    assert.equal(list(added.json.data.added).length, 1);
    assert.equal(added.json.data.posts[0], url as unknown as Json);
    assertError(await add({ postUrl: url }), 409, 'This post is already in the feed');

    const feed = await get('/api/admin/instafeed/get', { token: adminToken });
    assert.equal(feed.json.data._id, 'instafeed' as unknown as Json);
    const item = list(feed.json.data.items).find((p) => p.postUrl === (url as unknown as Json))!;
    const edited = await put(
      `/api/admin/instafeed/edit/${str(item.id)}`,
      { postUrl: 'https://www.instagram.com/p/three/' },
      { token: adminToken },
    );
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.json.message, 'Post updated successfully' as unknown as Json);
    assertError(
      await put('/api/admin/instafeed/edit/none', { postUrl: url }, { token: adminToken }),
      404,
      'Post not found',
    );
    // no picture yet: the admin sees it, the storefront does not
    const before = await get('/api/shop/instafeed/get');
    assert.ok(
      !list(before.json.data[0].items).some(
        (p) => p.postUrl === ('https://www.instagram.com/p/three/' as unknown as Json),
      ),
    );
    assertError(
      await put(
        `/api/admin/instafeed/edit/${str(item.id)}`,
        { image: 'javascript:alert(1)' },
        { token: adminToken },
      ),
      400,
      'Image must be a link',
    );
    const pictured = await put(
      `/api/admin/instafeed/edit/${str(item.id)}`,
      { image: '/media/images/three/640.jpg', alt: 'Blue organza' },
      { token: adminToken },
    );
    assert.equal(pictured.status, 200, pictured.text);
    assert.equal(
      pictured.json.data.postUrl,
      'https://www.instagram.com/p/three/' as unknown as Json,
    );
    const shop = await get('/api/shop/instafeed/get');
    assert.equal(
      shop.json.data[0].posts[0],
      'https://www.instagram.com/p/three/' as unknown as Json,
      'the storefront cache was dropped',
    );
    assert.equal(shop.json.data[0].items[0].alt, 'Blue organza' as unknown as Json);
    const removed = await del(
      `/api/admin/instafeed/delete/${encodeURIComponent('https://www.instagram.com/p/three/')}`,
      { token: adminToken },
    );
    assert.deepEqual(removed.json, { success: true, message: 'Post deleted successfully' });
    assertError(
      await del('/api/admin/instafeed/delete/none', { token: adminToken }),
      404,
      'Post not found',
    );
  });

  it('feedback: search, paging (400 for bad values), one, delete', async () => {
    const all = await get('/api/admin/feedback/get?search=PRIYA', { token: adminToken });
    assert.equal(all.status, 200, all.text);
    assert.ok(Number(all.json.total) >= 1);
    const first = all.json.data[0];
    assert.equal(first.email, 'priya@example.com' as unknown as Json);
    assert.equal(first.userId, customerId as unknown as Json);
    assert.deepEqual(gw.content.callsOf('ListFeedback').at(-1)!.request, {
      actor: { userId: adminId, role: 'admin', userName: '' },
      emailSearch: 'PRIYA',
      page: 1,
      pageSize: 0,
      status: 'FEEDBACK_STATUS_UNSPECIFIED',
    });
    const pending = await get('/api/admin/feedback/get?status=pending', { token: adminToken });
    assert.equal(pending.status, 200, pending.text);
    assert.equal(
      gw.content.callsOf('ListFeedback').at(-1)!.request.status,
      'FEEDBACK_STATUS_PENDING',
    );
    assertError(
      await get('/api/admin/feedback/get?status=hidden', { token: adminToken }),
      400,
      'Invalid status: expected pending, approved or rejected',
    );
    const paged = await get('/api/admin/feedback/get?page=2&pageSize=1', { token: adminToken });
    assert.equal(paged.status, 200, paged.text);
    assert.equal(list(paged.json.data).length, 1);
    assertError(
      await get('/api/admin/feedback/get?page=0', { token: adminToken }),
      400,
      'Invalid page: expected a whole number from 1 to 1000000',
    );
    assertError(
      await get('/api/admin/feedback/get?pageSize=1001', { token: adminToken }),
      400,
      'Invalid pageSize: expected a whole number from 1 to 1000',
    );
    const one = await get(`/api/admin/feedback/${str(first.id)}`, { token: adminToken });
    assert.equal(one.status, 200, one.text);
    assert.equal(one.json.data.id, first.id);
    assertError(
      await get('/api/admin/feedback/missing', { token: adminToken }),
      404,
      'Feedback not found',
    );
    const removed = await del(`/api/admin/feedback/delete/${str(first.id)}`, {
      token: adminToken,
    });
    assert.deepEqual(removed.json, { success: true, message: 'Feedback deleted successfully' });
    const shop = await get('/api/shop/feedback/get');
    assert.ok(
      !list(shop.json.data).some((f) => f.id === first.id),
      'the testimonials cache was dropped',
    );
  });

  it('contacts: list newest first with total, a page of one, delete, 404', async () => {
    const contacts = await get('/api/admin/contacts/get?search=asha', { token: adminToken });
    assert.equal(contacts.status, 200, contacts.text);
    assert.equal(contacts.json.total, 3 as unknown as Json);
    assert.equal(contacts.json.data[0].message, 'More 1' as unknown as Json);
    const page = await get('/api/admin/contacts/get?search=asha&pageSize=1', { token: adminToken });
    assert.equal(page.json.total, 3 as unknown as Json, page.text);
    assert.equal(list(page.json.data).length, 1);
    const id = str(contacts.json.data[0].id);
    const removed = await del(`/api/admin/contacts/delete/${id}`, { token: adminToken });
    assert.deepEqual(removed.json, { success: true, message: 'Contact deleted successfully' });
    assertError(
      await del(`/api/admin/contacts/delete/${id}`, { token: adminToken }),
      404,
      'Contact not found',
    );
  });

  it('newsletter: subscribers, send (202, messages), delete a subscriber', async () => {
    for (const email of ['s1@example.com', 's2@example.com']) {
      const answer = await post('/api/shop/newsletter/subscribe', { email }, from(randomIp()));
      assert.equal(answer.status, 201, answer.text);
    }
    const subscribers = await get('/api/admin/newsletter/subscribers?search=@example.com', {
      token: adminToken,
    });
    assert.equal(subscribers.status, 200, subscribers.text);
    assert.equal(subscribers.json.data[0].email, 's2@example.com' as unknown as Json);

    const send = (body: unknown) => post('/api/admin/newsletter/send', body, { token: adminToken });
    assertError(
      await send({ emails: [], flyer: '/f.jpg' }),
      400,
      'Please select at least one subscriber.',
    );
    assertError(await send({ emails: ['s1@example.com'] }), 400, 'Please upload a flyer image.');
    assertError(
      await send({ emails: ['s1@example.com'], flyer: '/f.jpg', message: 'm'.repeat(5001) }),
      400,
      'Message must not exceed 5000 characters',
    );
    assertError(
      await send({ emails: ['nobody@example.com'], flyer: '/f.jpg' }),
      400,
      'Please select at least one subscriber.',
    );
    const sent = await send({ emails: ['s1@example.com', 's2@example.com'], flyer: '/f.jpg' });
    assert.equal(sent.status, 202, sent.text);
    assert.equal(sent.json.message, 'Newsletter sent successfully' as unknown as Json);
    assert.equal(sent.json.data.recipients, 2 as unknown as Json);
    assert.match(str(sent.json.data.message), /^Discover our newest sarees/);
    assert.ok(str(sent.json.data.campaignId));

    const removed = await del('/api/admin/newsletter/unsubscribe/s1%40example.com', {
      token: adminToken,
    });
    assert.deepEqual(removed.json, { success: true, message: 'Subscriber deleted successfully' });
    assertError(
      await del('/api/admin/newsletter/unsubscribe/s1%40example.com', { token: adminToken }),
      404,
      'Subscriber not found',
    );
  });
});

describe('GraphQL', () => {
  it('homePage answers banners, feedPosts and testimonials beside the catalogue in one query', async () => {
    const answer = await graphql(
      '{ homePage { categories { id } banners { id description } feedPosts testimonials { userName feedback email } } }',
    );
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.json.errors, undefined, answer.text);
    const home = answer.json.data.homePage;
    assert.ok(list(home.banners).length >= 2);
    assert.ok(Array.isArray(home.feedPosts));
    for (const testimonial of list(home.testimonials)) assert.equal(testimonial.email, null);
  });

  it('the public reads answer as REST does: banners, the feed, testimonials without e-mail', async () => {
    const answer = await graphql(
      '{ banners { id image } instafeed { id postUrl } testimonials { userName email userId } }',
    );
    assert.equal(answer.json.errors, undefined, answer.text);
    const rest = await get('/api/shop/banners/get');
    assert.deepEqual(
      list(answer.json.data.banners).map((b) => b.id),
      list(rest.json.data).map((b) => b.id),
    );
    assert.ok(Array.isArray(answer.json.data.instafeed));
    for (const testimonial of list(answer.json.data.testimonials)) {
      assert.equal(testimonial.email, null);
      assert.equal(testimonial.userId, null);
    }
  });
});

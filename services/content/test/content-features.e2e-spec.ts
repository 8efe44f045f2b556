import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { status } from '@grpc/grpc-js';
import { FeedbackStatus, MediaKind } from '@boutique/contracts/content/v1/content_service';
import {
  ADMIN,
  CUSTOMER,
  rejectsWith,
  startContent,
  type ContentFixture,
} from './fixtures/content-fixture.js';
import { photoJpeg } from './fixtures/sample-media.js';

const DEFAULT_MESSAGE =
  "Discover our newest sarees, handpicked weaves and this season's offers, waiting for you at the boutique.";
const ANY_STATUS = FeedbackStatus.FEEDBACK_STATUS_UNSPECIFIED;
const {
  FEEDBACK_STATUS_PENDING: PENDING,
  FEEDBACK_STATUS_APPROVED: APPROVED,
  FEEDBACK_STATUS_REJECTED: REJECTED,
} = FeedbackStatus;
const LINK_NOT_VALID = 'This unsubscribe link has already been used or is not valid.';

describe('content service (banners, feed, feedback, contacts, newsletter) over gRPC', () => {
  let fixture: ContentFixture;
  let content: ContentFixture['content'];

  before(async () => {
    fixture = await startContent();
    ({ content } = fixture);
  });

  after(() => fixture?.close());

  const count = async (table: string, where = 'true', params: unknown[] = []) =>
    Number(
      (
        await fixture.service.dataSource.query<{ n: string }[]>(
          `SELECT count(*)::text AS n FROM ${table} WHERE ${where}`,
          params,
        )
      )[0].n,
    );

  const tokenOf = async (email: string) =>
    (
      await fixture.service.dataSource.query<{ unsubscribe_token: string }[]>(
        `SELECT unsubscribe_token FROM subscriber WHERE email = $1`,
        [email],
      )
    )[0]?.unsubscribe_token;

  describe('newsletter', () => {
    it('subscribes once: a second time, in any case, is ALREADY_EXISTS with the message', async () => {
      const answer = await content.subscribe({ email: '  Radha@Example.com ' });
      assert.equal(answer.message, 'Thank you for subscribing to our newsletter!');
      assert.equal(answer.subscriber?.email, 'radha@example.com');
      const token = await tokenOf('radha@example.com');
      assert.match(token ?? '', /^[A-Za-z0-9_-]{43}$/);

      for (const again of ['radha@example.com', 'RADHA@EXAMPLE.COM'])
        await rejectsWith(
          content.subscribe({ email: again }),
          status.ALREADY_EXISTS,
          'This email is already subscribed to the newsletter.',
        );
      await rejectsWith(
        content.subscribe({ email: 'radha@' }),
        status.INVALID_ARGUMENT,
        'Please enter a valid email address.',
      );
      assert.equal(await count('subscriber', `lower(email) = 'radha@example.com'`), 1);
    });

    it('an unsubscribe token shows its e-mail, works once, then is NOT_FOUND', async () => {
      await content.subscribe({ email: 'once@example.com' });
      const token = await tokenOf('once@example.com');
      assert.equal((await content.getUnsubscribe({ token })).email, 'once@example.com');
      assert.equal((await content.unsubscribe({ token })).email, 'once@example.com');
      assert.equal(await count('subscriber', `email = 'once@example.com'`), 0);
      await rejectsWith(content.unsubscribe({ token }), status.NOT_FOUND, LINK_NOT_VALID);
      await rejectsWith(content.getUnsubscribe({ token }), status.NOT_FOUND, LINK_NOT_VALID);
      await rejectsWith(content.unsubscribe({ token: '' }), status.NOT_FOUND, LINK_NOT_VALID);
    });

    it('sends a campaign to the 3 selected of 5 subscribers: one campaign, their tokens in the outbox', async () => {
      const everyone = ['a', 'b', 'c', 'd', 'e'].map((name) => `${name}.send@example.com`);
      for (const email of everyone) await content.subscribe({ email });
      const chosen = everyone.slice(0, 3);
      const campaignsBefore = await count('newsletter_campaign');

      const sent = await content.sendNewsletter({
        actor: ADMIN,
        // upper case, a repeat and an e-mail that is not subscribed
        emails: [chosen[0].toUpperCase(), chosen[1], chosen[2], chosen[1], 'stranger@example.com'],
        flyer: '/media/images/flyer/1024.jpg',
        message: '  Festive sale this weekend  ',
      });
      assert.equal(sent.recipients, 3);
      assert.equal(sent.message, 'Festive sale this weekend');
      assert.equal(await count('newsletter_campaign'), campaignsBefore + 1);
      const [campaign] = await fixture.service.dataSource.query<
        { message: string; flyer_url: string; requested_by: string; recipient_count: number }[]
      >(
        `SELECT message, flyer_url, requested_by, recipient_count FROM newsletter_campaign WHERE id = $1`,
        [sent.campaignId],
      );
      assert.deepEqual(campaign, {
        message: 'Festive sale this weekend',
        flyer_url: '/media/images/flyer/1024.jpg',
        requested_by: ADMIN.userId,
        recipient_count: 3,
      });

      const events = await fixture.events(sent.campaignId);
      assert.equal(events.length, 1);
      assert.equal(events[0].type, 'newsletter-send-requested');
      const data = events[0].data as {
        campaignId: string;
        message: string;
        flyerUrl: string;
        part: number;
        parts: number;
        requestedBy: string;
        recipients: { subscriberId: string; email: string; unsubscribeToken: string }[];
      };
      assert.equal(data.campaignId, sent.campaignId);
      assert.equal(data.flyerUrl, '/media/images/flyer/1024.jpg');
      assert.deepEqual([data.part, data.parts], [1, 1]);
      assert.equal(data.requestedBy, ADMIN.userId);
      const expected = await Promise.all(
        chosen.map(async (email) => ({ email, unsubscribeToken: await tokenOf(email) })),
      );
      assert.deepEqual(
        data.recipients
          .map(({ email, unsubscribeToken }) => ({ email, unsubscribeToken }))
          .sort((x, y) => x.email.localeCompare(y.email)),
        expected,
      );
      assert.ok(data.recipients.every((recipient) => recipient.subscriberId.length === 36));
    });

    it('splits a large campaign into events of at most 500 recipients, each recipient once', async () => {
      await fixture.service.dataSource.query(
        `INSERT INTO subscriber (email, unsubscribe_token)
         SELECT 'bulk' || n || '@example.com', 'bulk-token-' || n FROM generate_series(1, 1001) n`,
      );
      const emails = Array.from({ length: 1001 }, (_, index) => `bulk${index + 1}@example.com`);
      const sent = await content.sendNewsletter({
        actor: ADMIN,
        emails,
        flyer: '/media/f.jpg',
        message: 'Big sale',
      });
      assert.equal(sent.recipients, 1001);
      const events = await fixture.events(sent.campaignId);
      const parts = events.map(
        (event) => event.data as { part: number; parts: number; recipients: { email: string }[] },
      );
      assert.deepEqual(
        parts.map((part) => [part.part, part.parts, part.recipients.length]),
        [
          [1, 3, 500],
          [2, 3, 500],
          [3, 3, 1],
        ],
      );
      const all = parts.flatMap((part) => part.recipients.map((recipient) => recipient.email));
      assert.deepEqual([...new Set(all)].sort(), [...emails].sort());
    });

    it('an empty message becomes the default text', async () => {
      await content.subscribe({ email: 'default.msg@example.com' });
      const sent = await content.sendNewsletter({
        actor: ADMIN,
        emails: ['default.msg@example.com'],
        flyer: 'https://cdn.example.com/flyer.jpg',
        message: '   ',
      });
      assert.equal(sent.message, DEFAULT_MESSAGE);
      const [event] = await fixture.events(sent.campaignId);
      assert.equal(event.data.message, DEFAULT_MESSAGE);
    });

    it('refuses a campaign without subscribers or flyer, and a user actor; writes nothing', async () => {
      const campaigns = await count('newsletter_campaign');
      const outbox = await count('outbox_event');
      await content.subscribe({ email: 'refused@example.com' });
      await rejectsWith(
        content.sendNewsletter({ actor: ADMIN, emails: [], flyer: '/media/x.jpg', message: '' }),
        status.INVALID_ARGUMENT,
        'Please select at least one subscriber.',
      );
      await rejectsWith(
        content.sendNewsletter({
          actor: ADMIN,
          emails: ['nobody@example.com'],
          flyer: '/media/x.jpg',
          message: '',
        }),
        status.INVALID_ARGUMENT,
        'Please select at least one subscriber.',
      );
      await rejectsWith(
        content.sendNewsletter({
          actor: ADMIN,
          emails: ['refused@example.com'],
          flyer: '  ',
          message: '',
        }),
        status.INVALID_ARGUMENT,
        'Please upload a flyer image.',
      );
      await rejectsWith(
        content.sendNewsletter({
          actor: CUSTOMER,
          emails: ['refused@example.com'],
          flyer: '/media/x.jpg',
          message: '',
        }),
        status.PERMISSION_DENIED,
        'Access denied',
      );
      assert.equal(await count('newsletter_campaign'), campaigns);
      assert.equal(await count('outbox_event'), outbox);
    });

    it('lists subscribers for an admin (search by e-mail part) and deletes by e-mail', async () => {
      await content.subscribe({ email: 'list_me@example.com' });
      await content.subscribe({ email: 'listxme@example.com' });
      const found = await content.listSubscribers({
        actor: ADMIN,
        emailSearch: 'LIST_ME',
        page: 0,
        pageSize: 0,
      });
      // "_" is a literal underscore, not any character
      assert.deepEqual(
        found.subscribers.map((subscriber) => subscriber.email),
        ['list_me@example.com'],
      );
      assert.equal(found.total, 1);
      const all = await content.listSubscribers({
        actor: ADMIN,
        emailSearch: '',
        page: 0,
        pageSize: 0,
      });
      assert.equal(all.subscribers[0].email, 'listxme@example.com'); // newest first
      await rejectsWith(
        content.listSubscribers({ actor: CUSTOMER, emailSearch: '', page: 0, pageSize: 0 }),
        status.PERMISSION_DENIED,
        'Access denied',
      );
      await content.deleteSubscriber({ actor: ADMIN, email: ' LIST_ME@example.com' });
      await rejectsWith(
        content.deleteSubscriber({ actor: ADMIN, email: 'list_me@example.com' }),
        status.NOT_FOUND,
        'Subscriber not found',
      );
      await rejectsWith(
        content.deleteSubscriber({ actor: CUSTOMER, email: 'listxme@example.com' }),
        status.PERMISSION_DENIED,
        'Access denied',
      );
    });
  });

  describe('contacts', () => {
    it('refuses blank fields (after trimming) before anything else and stores nothing', async () => {
      const before = await count('contact');
      const outbox = await count('outbox_event', `type = 'contact-received'`);
      for (const fields of [
        { name: '  ', email: 'not-an-email', message: 'Hello' },
        { name: 'Asha', email: ' ', message: 'Hello' },
        { name: 'Asha', email: 'asha@example.com', message: '\n\t ' },
      ])
        await rejectsWith(
          content.addContact({ actor: undefined, ...fields }),
          status.INVALID_ARGUMENT,
          'Please fill out all fields before submitting.',
        );
      await rejectsWith(
        content.addContact({
          actor: undefined,
          name: 'Asha',
          email: 'asha@example',
          message: 'Hello',
        }),
        status.INVALID_ARGUMENT,
        'Please enter a valid email address.',
      );
      await rejectsWith(
        content.addContact({
          actor: undefined,
          name: 'A'.repeat(101),
          email: 'asha@example.com',
          message: 'Hi',
        }),
        status.INVALID_ARGUMENT,
        'Name must not exceed 100 characters',
      );
      await rejectsWith(
        content.addContact({
          actor: undefined,
          name: 'Asha',
          email: 'asha@example.com',
          message: 'x'.repeat(5001),
        }),
        status.INVALID_ARGUMENT,
        'Message must not exceed 5000 characters',
      );
      assert.equal(await count('contact'), before);
      assert.equal(await count('outbox_event', `type = 'contact-received'`), outbox);
    });

    it('stores a message trimmed and publishes contact-received keyed by its id', async () => {
      const { contact } = await content.addContact({
        actor: undefined,
        name: '  Asha Menon ',
        email: ' Asha@Example.com ',
        message: '  Do you ship to Dubai?  ',
      });
      assert.ok(contact);
      assert.deepEqual(
        [contact.name, contact.email, contact.message],
        ['Asha Menon', 'Asha@Example.com', 'Do you ship to Dubai?'],
      );
      assert.equal(await count('contact', 'id = $1', [contact.id]), 1);
      const events = await fixture.events(contact.id);
      assert.deepEqual(events, [
        {
          type: 'contact-received',
          subject: contact.id,
          data: {
            contactId: contact.id,
            name: 'Asha Menon',
            email: 'Asha@Example.com',
            message: 'Do you ship to Dubai?',
            createdAt: contact.createdAt,
          },
        },
      ]);

      const listed = await content.listContacts({
        actor: ADMIN,
        emailSearch: 'asha@',
        page: 1,
        pageSize: 0,
      });
      assert.deepEqual(
        listed.contacts.map((row) => row.id),
        [contact.id],
      );
      await rejectsWith(
        content.listContacts({ actor: CUSTOMER, emailSearch: '', page: 0, pageSize: 0 }),
        status.PERMISSION_DENIED,
        'Access denied',
      );
      await content.deleteContact({ actor: ADMIN, id: contact.id });
      await rejectsWith(
        content.deleteContact({ actor: ADMIN, id: contact.id }),
        status.NOT_FOUND,
        'Contact not found',
      );
    });
  });

  describe('feedback', () => {
    const MEERA = { id: '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', userName: 'Meera Iyer' };

    it('needs a signed-in customer', async () => {
      const before = await count('feedback');
      await rejectsWith(
        content.addFeedback({ actor: undefined, feedback: 'Lovely sarees' }),
        status.UNAUTHENTICATED,
        'You must be logged in to submit feedback.',
      );
      assert.equal(await count('feedback'), before);
    });

    it('takes the name and e-mail from the account in identity', async () => {
      fixture.identity.addUser({ ...MEERA, email: 'meera@example.com' });
      const actor = { userId: MEERA.id, role: 'user', userName: '' };
      const { feedback } = await content.addFeedback({ actor, feedback: '  Beautiful weaves!  ' });
      assert.ok(feedback);
      assert.equal(feedback.userId, MEERA.id);
      assert.equal(feedback.userName, 'Meera Iyer');
      assert.equal(feedback.email, 'meera@example.com');
      assert.equal(feedback.feedback, 'Beautiful weaves!');
      assert.ok(fixture.identity.asked.includes(MEERA.id));

      await rejectsWith(
        content.addFeedback({ actor, feedback: '   ' }),
        status.INVALID_ARGUMENT,
        'Feedback is required',
      );
      await rejectsWith(
        content.addFeedback({ actor, feedback: 'x'.repeat(1001) }),
        status.INVALID_ARGUMENT,
        'Feedback must not exceed 1000 characters',
      );
      // an account identity does not know cannot write
      await rejectsWith(
        content.addFeedback({ actor: CUSTOMER, feedback: 'Hello' }),
        status.UNAUTHENTICATED,
        'You must be logged in to submit feedback.',
      );
    });

    it('answers UNAVAILABLE and stores nothing when identity cannot be reached', async () => {
      const before = await count('feedback');
      fixture.identity.down = true;
      try {
        await rejectsWith(
          content.addFeedback({
            actor: { userId: MEERA.id, role: 'user', userName: '' },
            feedback: 'Hi',
          }),
          status.UNAVAILABLE,
          'Feedback cannot be saved right now. Please try again later.',
        );
      } finally {
        fixture.identity.down = false;
      }
      assert.equal(await count('feedback'), before);
    });

    it('the public list hides e-mails and user ids; an admin sees them and searches', async () => {
      fixture.identity.addUser({
        id: '6b2e3d4c-5f60-4b7c-9d8e-0f1a2b3c4d5e',
        userName: 'Kavya',
        email: 'kavya_r@example.com',
      });
      const { feedback: latest } = await content.addFeedback({
        actor: { userId: '6b2e3d4c-5f60-4b7c-9d8e-0f1a2b3c4d5e', role: 'user', userName: '' },
        feedback: 'Fast delivery',
      });
      assert.equal(latest?.status, PENDING);
      // the shop shows it once the owner has approved it
      await content.setFeedbackStatus({ actor: ADMIN, id: latest.id, status: APPROVED });
      const publicList = await content.listFeedback({
        actor: undefined,
        emailSearch: '',
        page: 0,
        pageSize: 0,
        status: ANY_STATUS,
      });
      assert.ok(publicList.feedback.length >= 1);
      assert.equal(publicList.feedback[0].id, latest?.id); // newest first
      assert.ok(publicList.feedback.every((row) => row.email === '' && row.userId === ''));
      assert.equal(publicList.feedback[0].userName, 'Kavya');

      // a customer actor is the public, and its search is ignored
      const asCustomer = await content.listFeedback({
        actor: CUSTOMER,
        emailSearch: 'kavya',
        page: 0,
        pageSize: 0,
        status: ANY_STATUS,
      });
      assert.equal(asCustomer.total, publicList.total);
      assert.ok(asCustomer.feedback.every((row) => row.email === ''));

      const admin = await content.listFeedback({
        actor: ADMIN,
        emailSearch: 'A_R@',
        page: 0,
        pageSize: 0,
        status: ANY_STATUS,
      });
      assert.deepEqual(
        admin.feedback.map((row) => [row.email, row.userId]),
        [['kavya_r@example.com', '6b2e3d4c-5f60-4b7c-9d8e-0f1a2b3c4d5e']],
      );
      assert.equal(admin.total, 1);
      const noMatch = await content.listFeedback({
        actor: ADMIN,
        emailSearch: '%',
        page: 0,
        pageSize: 0,
        status: ANY_STATUS,
      });
      assert.equal(noMatch.total, 0);

      const got = await content.getFeedback({ actor: ADMIN, id: latest.id });
      assert.equal(got.feedback?.email, 'kavya_r@example.com');
      await rejectsWith(
        content.getFeedback({ actor: CUSTOMER, id: latest.id }),
        status.PERMISSION_DENIED,
        'Access denied',
      );
      await rejectsWith(
        content.deleteFeedback({ actor: CUSTOMER, id: latest.id }),
        status.PERMISSION_DENIED,
        'Access denied',
      );
      await content.deleteFeedback({ actor: ADMIN, id: latest.id });
      await rejectsWith(
        content.getFeedback({ actor: ADMIN, id: latest.id }),
        status.NOT_FOUND,
        'Feedback not found',
      );
    });

    it('pages the public list 50 at a time by default', async () => {
      fixture.identity.addUser({ id: 'bulk-user', userName: 'Bulk', email: 'bulk@example.com' });
      await fixture.service.dataSource.query(
        `INSERT INTO feedback (user_id, user_name, email, feedback, status)
         SELECT 'bulk-user', 'Bulk', 'bulk@example.com', 'note ' || n, 'approved'
           FROM generate_series(1, 55) n`,
      );
      const first = await content.listFeedback({
        actor: undefined,
        emailSearch: '',
        page: 0,
        pageSize: 0,
        status: ANY_STATUS,
      });
      assert.equal(first.feedback.length, 50);
      assert.ok(first.total >= 55);
      const admin = await content.listFeedback({
        actor: ADMIN,
        emailSearch: '',
        page: 0,
        pageSize: 0,
        status: ANY_STATUS,
      });
      assert.equal(admin.feedback.length, admin.total);
      await rejectsWith(
        content.listFeedback({
          actor: ADMIN,
          emailSearch: '',
          page: 0,
          pageSize: 1001,
          status: ANY_STATUS,
        }),
        status.INVALID_ARGUMENT,
        'Invalid pageSize: expected a whole number from 1 to 1000',
      );
    });
  });

  describe('testimonial moderation', () => {
    const ASHA = { id: '7c3f4e5d-6a71-4c8d-9e0f-1a2b3c4d5e6f', userName: 'Asha' };
    const asha = { userId: ASHA.id, role: 'user', userName: '' };
    const everyone = {
      actor: undefined,
      emailSearch: '',
      page: 0,
      pageSize: 0,
      status: ANY_STATUS,
    };
    const shown = async () =>
      (await content.listFeedback(everyone)).feedback.map((row) => row.feedback);
    const adminList = (status: FeedbackStatus) =>
      content.listFeedback({ ...everyone, actor: ADMIN, emailSearch: 'asha@', status });

    before(() => fixture.identity.addUser({ ...ASHA, email: 'asha@example.com' }));

    it('keeps new feedback pending until approved; rejected is never shown; counts each state', async () => {
      assert.deepEqual(await content.getFeedbackSettings({ actor: ADMIN }), {
        settings: { moderation: true },
      });
      const { feedback: kind } = await content.addFeedback({ actor: asha, feedback: 'Kind words' });
      const { feedback: rude } = await content.addFeedback({ actor: asha, feedback: 'Spam link' });
      assert.equal(kind?.status, PENDING);
      assert.equal(kind?.moderatedAt, '');
      assert.ok(!(await shown()).includes('Kind words'));

      const pending = await adminList(PENDING);
      assert.deepEqual(
        pending.feedback.map((row) => row.feedback),
        ['Spam link', 'Kind words'],
      );
      assert.deepEqual(pending.counts, { pending: 2, approved: 0, rejected: 0 });

      const approved = await content.setFeedbackStatus({
        actor: ADMIN,
        id: kind.id,
        status: APPROVED,
      });
      assert.equal(approved.feedback?.status, APPROVED);
      assert.ok(approved.feedback?.moderatedAt);
      await content.setFeedbackStatus({ actor: ADMIN, id: rude!.id, status: REJECTED });

      const publicRows = (await content.listFeedback(everyone)).feedback;
      assert.ok(publicRows.some((row) => row.feedback === 'Kind words' && row.status === APPROVED));
      assert.ok(!publicRows.some((row) => row.feedback === 'Spam link'));
      // the public's status filter is ignored: never anything but approved
      const askedRejected = await content.listFeedback({ ...everyone, status: REJECTED });
      assert.ok(askedRejected.feedback.every((row) => row.status === APPROVED));

      const rejected = await adminList(REJECTED);
      assert.deepEqual(
        rejected.feedback.map((row) => row.feedback),
        ['Spam link'],
      );
      assert.deepEqual(rejected.counts, { pending: 0, approved: 1, rejected: 1 });
      assert.equal((await adminList(ANY_STATUS)).total, 2);

      // back to pending: off the shop again
      await content.setFeedbackStatus({ actor: ADMIN, id: kind.id, status: PENDING });
      assert.ok(!(await shown()).includes('Kind words'));
      assert.equal((await adminList(PENDING)).feedback[0].moderatedAt, '');
    });

    it('refuses an unknown status, a missing feedback and a customer; changes nothing', async () => {
      const { feedback } = await content.addFeedback({ actor: asha, feedback: 'Still waiting' });
      await rejectsWith(
        content.setFeedbackStatus({ actor: ADMIN, id: feedback!.id, status: ANY_STATUS }),
        status.INVALID_ARGUMENT,
        'Status must be pending, approved or rejected',
      );
      for (const id of ['5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e', 'not-a-uuid'])
        await rejectsWith(
          content.setFeedbackStatus({ actor: ADMIN, id, status: APPROVED }),
          status.NOT_FOUND,
          'Feedback not found',
        );
      for (const call of [
        content.setFeedbackStatus({ actor: CUSTOMER, id: feedback!.id, status: APPROVED }),
        content.getFeedbackSettings({ actor: CUSTOMER }),
        content.updateFeedbackSettings({ actor: CUSTOMER, settings: { moderation: false } }),
      ])
        await rejectsWith(call, status.PERMISSION_DENIED, 'Access denied');
      assert.equal(await count('feedback', `id = $1 AND status = 'pending'`, [feedback!.id]), 1);
      assert.deepEqual(await content.getFeedbackSettings({ actor: ADMIN }), {
        settings: { moderation: true },
      });
    });

    it('with moderation off new feedback is shown at once; what is pending stays pending', async () => {
      const { feedback: waiting } = await content.addFeedback({ actor: asha, feedback: 'Before' });
      const off = await content.updateFeedbackSettings({
        actor: ADMIN,
        settings: { moderation: false },
      });
      assert.deepEqual(off.settings, { moderation: false });
      assert.deepEqual(await content.getFeedbackSettings({ actor: ADMIN }), {
        settings: { moderation: false },
      });
      try {
        const { feedback } = await content.addFeedback({ actor: asha, feedback: 'Straight in' });
        assert.equal(feedback?.status, APPROVED);
        const now = await shown();
        assert.equal(now[0], 'Straight in');
        assert.ok(!now.includes('Before'));
        assert.equal(await count('feedback', `id = $1 AND status = 'pending'`, [waiting!.id]), 1);
      } finally {
        await content.updateFeedbackSettings({ actor: ADMIN, settings: { moderation: true } });
      }
      const { feedback: again } = await content.addFeedback({ actor: asha, feedback: 'On again' });
      assert.equal(again?.status, PENDING);
    });
  });

  describe('banners', () => {
    it('checks the fields with the exact messages, admin only', async () => {
      const cases: [{ image: string; description: string }, string][] = [
        [{ image: '/media/images/a/1024.jpg', description: '  ' }, 'Description is required'],
        [{ image: ' ', description: 'Wedding edit' }, 'Image is required'],
        [{ image: 'banner.jpg', description: 'Wedding edit' }, 'Image must be a link'],
        [{ image: 'javascript:alert(1)', description: 'Wedding edit' }, 'Image must be a link'],
        [
          { image: 'https://cdn.example.com/b.jpg', description: 'd'.repeat(501) },
          'Description must not exceed 500 characters',
        ],
      ];
      for (const [banner, message] of cases)
        await rejectsWith(
          content.createBanner({ actor: ADMIN, banner }),
          status.INVALID_ARGUMENT,
          message,
        );
      await rejectsWith(
        content.createBanner({
          actor: CUSTOMER,
          banner: { image: '/media/x/1024.jpg', description: 'x' },
        }),
        status.PERMISSION_DENIED,
        'Access denied',
      );
      assert.equal(await count('banner'), 0);
    });

    it('creates, lists oldest first, updates partly and deletes', async () => {
      const { banner: first } = await content.createBanner({
        actor: ADMIN,
        banner: { image: ' /media/images/one/1024.jpg ', description: ' Festive edit ' },
      });
      const { banner: second } = await content.createBanner({
        actor: ADMIN,
        banner: { image: 'https://cdn.example.com/two.jpg', description: 'Bridal' },
      });
      assert.equal(first?.image, '/media/images/one/1024.jpg');
      assert.equal(first?.description, 'Festive edit');
      const { banners } = await content.listBanners({});
      assert.deepEqual(
        banners.map((banner) => banner.id),
        [first?.id, second?.id],
      );

      const { banner: updated } = await content.updateBanner({
        actor: ADMIN,
        id: first.id,
        banner: { image: '', description: 'Diwali edit' },
      });
      assert.equal(updated?.image, '/media/images/one/1024.jpg');
      assert.equal(updated?.description, 'Diwali edit');
      await rejectsWith(
        content.updateBanner({
          actor: ADMIN,
          id: first.id,
          banner: { image: 'ftp://x/y.jpg', description: '' },
        }),
        status.INVALID_ARGUMENT,
        'Image must be a link',
      );

      await content.deleteBanner({ actor: ADMIN, id: second!.id });
      await rejectsWith(
        content.deleteBanner({ actor: ADMIN, id: second!.id }),
        status.NOT_FOUND,
        'Banner not found',
      );
      await rejectsWith(
        content.updateBanner({ actor: ADMIN, id: 'nope', banner: { image: '', description: 'x' } }),
        status.NOT_FOUND,
        'Banner not found',
      );
    });
  });

  describe('social feed', () => {
    it('checks URLs, skips those already in the feed, updates and deletes by id or URL', async () => {
      for (const [urls, message] of [
        [[], 'Post URL is required'],
        [['https://instagram.com/p/a', '  '], 'Post URL is required'],
        [['instagram.com/p/a'], 'Post URL must be a valid http(s) link'],
        [['ftp://instagram.com/p/a'], 'Post URL must be a valid http(s) link'],
      ] as [string[], string][])
        await rejectsWith(
          content.addFeedPosts({ actor: ADMIN, urls, posts: [] }),
          status.INVALID_ARGUMENT,
          message,
        );
      await rejectsWith(
        content.addFeedPosts({ actor: CUSTOMER, urls: ['https://instagram.com/p/a'], posts: [] }),
        status.PERMISSION_DENIED,
        'Access denied',
      );

      const first = await content.addFeedPosts({
        actor: ADMIN,
        urls: ['https://instagram.com/p/a', ' https://instagram.com/p/b '],
        posts: [],
      });
      assert.deepEqual(
        first.added.map((post) => post.postUrl),
        ['https://instagram.com/p/a', 'https://instagram.com/p/b'],
      );
      assert.deepEqual(first.skipped, []);
      const second = await content.addFeedPosts({
        actor: ADMIN,
        urls: ['https://instagram.com/p/b', 'https://instagram.com/p/c'],
        posts: [],
      });
      assert.deepEqual(
        second.added.map((post) => post.postUrl),
        ['https://instagram.com/p/c'],
      );
      assert.deepEqual(second.skipped, ['https://instagram.com/p/b']);
      await rejectsWith(
        content.addFeedPosts({ actor: ADMIN, urls: ['https://instagram.com/p/c'], posts: [] }),
        status.ALREADY_EXISTS,
        'This post is already in the feed',
      );
      const { posts } = await content.listFeedPosts({ withImage: false });
      assert.equal(posts[0].postUrl, 'https://instagram.com/p/c'); // newest first
      assert.equal(posts.length, 3);

      const a = first.added[0];
      await rejectsWith(
        content.updateFeedPost({ actor: ADMIN, id: a.id, postUrl: 'https://instagram.com/p/c' }),
        status.ALREADY_EXISTS,
        'This post is already in the feed',
      );
      const { post } = await content.updateFeedPost({
        actor: ADMIN,
        id: a.id,
        postUrl: 'https://instagram.com/p/a2',
      });
      assert.equal(post?.postUrl, 'https://instagram.com/p/a2');

      await content.deleteFeedPost({ actor: ADMIN, idOrUrl: 'https://instagram.com/p/a2' });
      await content.deleteFeedPost({ actor: ADMIN, idOrUrl: second.added[0].id });
      await rejectsWith(
        content.deleteFeedPost({ actor: ADMIN, idOrUrl: second.added[0].id }),
        status.NOT_FOUND,
        'Post not found',
      );
      assert.deepEqual(
        (await content.listFeedPosts({ withImage: false })).posts.map((row) => row.postUrl),
        ['https://instagram.com/p/b'],
      );
    });

    it('keeps a picture with each post: its size when uploaded here, alt text, and the storefront list leaves out posts without one', async () => {
      const { file } = await content.uploadMedia(
        {
          actor: ADMIN,
          kind: MediaKind.MEDIA_KIND_IMAGE,
          filename: 'post.jpg',
          content: await photoJpeg(800, 800),
        },
        { timeoutMs: 30_000 },
      );
      const image = file!.url;
      for (const [post, message] of [
        [
          { postUrl: 'https://instagram.com/p/img1', image: 'not a link', alt: '' },
          'Image must be a link',
        ],
        [
          { postUrl: 'https://instagram.com/p/img1', image, alt: 'x'.repeat(201) },
          'Alt text must not exceed 200 characters',
        ],
      ] as const)
        await rejectsWith(
          content.addFeedPosts({ actor: ADMIN, urls: [], posts: [post] }),
          status.INVALID_ARGUMENT,
          message,
        );

      const { added } = await content.addFeedPosts({
        actor: ADMIN,
        urls: ['https://ignored.example/p/x'],
        posts: [
          { postUrl: 'https://instagram.com/p/img1', image, alt: '  Red silk drape  ' },
          { postUrl: 'https://instagram.com/p/img2', image: '', alt: '' },
          {
            postUrl: 'https://instagram.com/p/img3',
            image: 'https://cdn.example.com/p3.jpg',
            alt: '',
          },
        ],
      });
      assert.deepEqual(
        added.map(({ postUrl, image, imageWidth, imageHeight, alt }) => [
          postUrl,
          image,
          imageWidth,
          imageHeight,
          alt,
        ]),
        [
          ['https://instagram.com/p/img1', image, 800, 800, 'Red silk drape'],
          ['https://instagram.com/p/img2', '', 0, 0, ''],
          ['https://instagram.com/p/img3', 'https://cdn.example.com/p3.jpg', 0, 0, ''],
        ],
      );
      const storefront = (await content.listFeedPosts({ withImage: true })).posts;
      assert.deepEqual(
        storefront.map((post) => post.postUrl),
        ['https://instagram.com/p/img3', 'https://instagram.com/p/img1'],
      );
      const all = (await content.listFeedPosts({ withImage: false })).posts;
      assert.ok(all.some((post) => post.postUrl === 'https://instagram.com/p/img2'));

      // the admin gives the second one a picture, changes the first one's alt text only
      const [first, second] = added;
      const given = await content.updateFeedPost({
        actor: ADMIN,
        id: second.id,
        postUrl: '',
        image,
      });
      assert.deepEqual(
        [given.post?.postUrl, given.post?.image, given.post?.imageWidth, given.post?.alt],
        ['https://instagram.com/p/img2', image, 800, ''],
      );
      const renamed = await content.updateFeedPost({
        actor: ADMIN,
        id: first.id,
        postUrl: '',
        alt: 'Silk saree',
      });
      assert.deepEqual([renamed.post?.image, renamed.post?.alt], [image, 'Silk saree']);
      await rejectsWith(
        content.updateFeedPost({ actor: ADMIN, id: first.id, postUrl: '', image: 'ftp://x/y.jpg' }),
        status.INVALID_ARGUMENT,
        'Image must be a link',
      );
      // an empty picture removes it: off the storefront's list
      await content.updateFeedPost({ actor: ADMIN, id: first.id, postUrl: '', image: '' });
      assert.deepEqual(
        (await content.listFeedPosts({ withImage: true })).posts.map((post) => post.postUrl),
        ['https://instagram.com/p/img3', 'https://instagram.com/p/img2'],
      );
      for (const post of added) await content.deleteFeedPost({ actor: ADMIN, idOrUrl: post.id });
    });
  });
});

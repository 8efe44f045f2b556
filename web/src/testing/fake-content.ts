import { customer, type FakeRequest, type FakeResponse } from './fake-api';
import { emptyHomePage, installCatalogueApi } from './fake-catalogue';

// The content calls of docs/api-content.md behind the fake gateway: the content part of
// the `homePage` query (banners, feed posts, testimonials), feedback, contact messages and
// the newsletter (the second sign-up of one address answers 409).

export type FakeBanner = { id: string; image: string; description: string };
export type FakeTestimonial = { id: string; userName: string; feedback: string; createdAt: string };

type Options = {
  signedIn?: boolean;
  banners?: FakeBanner[];
  /** Social-feed posts as the gateway answers them (with their pictures). */
  feed?: unknown[];
  testimonials?: FakeTestimonial[];
  /** New feedback waits for the owner's approval (not shown; the answer says so). */
  moderation?: boolean;
  /** Answers a request first; return undefined to let the fake handle it. */
  override?: (request: FakeRequest) => FakeResponse | undefined;
};

/** Answers the signed-in customer's order list as empty (My Account opens on it). */
export const noOrders = (request: FakeRequest): FakeResponse | undefined =>
  request.path === `/shop/order/list/${customer.id}`
    ? { status: 200, body: { success: true, data: [] } }
    : undefined;

export function installContentApi({
  signedIn = false,
  banners = [],
  feed = [],
  testimonials = [],
  moderation = false,
  override,
}: Options = {}) {
  const feedback = [...testimonials];
  const subscribers = new Set<string>();
  const contacts: unknown[] = [];
  const ok = (body: unknown, status = 200): FakeResponse => ({ status, body });

  const api = installCatalogueApi({
    products: [],
    signedIn,
    override: (request) => {
      const answered = override?.(request);
      if (answered) return answered;
      const { method, path } = request;
      if (path === '/graphql') {
        const query = (request.body as { query: string }).query;
        if (!query.includes('homePage')) return undefined;
        return ok({
          data: emptyHomePage({ banners, feed, testimonials: [...feedback].reverse() }),
        });
      }
      if (method === 'POST' && path === '/shop/feedback/add') {
        if (!request.authorization) {
          return {
            status: 401,
            body: { success: false, message: 'You must be logged in to submit feedback.' },
          };
        }
        const text = ((request.body as { feedback?: string }).feedback ?? '').trim();
        if (!text)
          return { status: 400, body: { success: false, message: 'Feedback is required' } };
        const item = {
          id: `fb-${feedback.length + 1}`,
          userName: customer.userName,
          feedback: text,
          createdAt: '2026-11-25T10:00:00.000Z',
        };
        if (moderation) {
          const message = 'Thank you! Your story will appear once we have read it';
          return ok({ success: true, message, data: { ...item, status: 'pending' } }, 201);
        }
        feedback.push(item);
        const data = { ...item, status: 'approved' };
        return ok({ success: true, message: 'Thank you for your feedback!', data }, 201);
      }
      if (method === 'POST' && path === '/shop/contacts/add') {
        const body = request.body as Record<string, string>;
        const fields = ['name', 'email', 'message'].map((key) => (body[key] ?? '').trim());
        if (fields.some((value) => !value)) {
          return {
            status: 400,
            body: { success: false, message: 'Please fill out all fields before submitting.' },
          };
        }
        contacts.push(body);
        return ok(
          { success: true, message: 'Your message has been sent successfully!', data: body },
          201,
        );
      }
      if (method === 'POST' && path === '/shop/newsletter/subscribe') {
        const email = ((request.body as { email?: string }).email ?? '').trim().toLowerCase();
        if (!email.includes('@')) {
          return {
            status: 400,
            body: { success: false, message: 'Please enter a valid email address.' },
          };
        }
        if (subscribers.has(email)) {
          return {
            status: 409,
            body: {
              success: false,
              message: 'This email is already subscribed to the newsletter.',
            },
          };
        }
        subscribers.add(email);
        return ok(
          {
            success: true,
            message: 'Thank you for subscribing to our newsletter!',
            data: { email },
          },
          201,
        );
      }
      return undefined;
    },
  });
  return { ...api, contacts, subscribers, feedback };
}

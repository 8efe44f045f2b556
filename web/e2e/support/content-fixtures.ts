import { request as playwrightRequest, type APIRequestContext } from 'playwright-core';
import { baseUrl, uniqueEmail } from './browser';

// The content a browser test owns (docs/api-content.md): banners and feed posts made by the
// bootstrap admin, feedback by a customer of the test, all through the REST API of the
// running stack and removed afterwards (with any subscriber the test signed up).

type Envelope<T> = { success?: boolean; message?: string; data?: T };

async function read<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  const text = await response.text();
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${text}`);
  return JSON.parse(text) as Envelope<T>;
}

function idOf(value: { id?: string; _id?: string } | undefined): string {
  const id = value?.id ?? value?._id;
  if (!id) throw new Error(`no id in ${JSON.stringify(value)}`);
  return id;
}

async function signIn(api: APIRequestContext, email: string, password: string) {
  const login = await api.post('/api/auth/login', { data: { email, password } });
  if (!login.ok())
    throw new Error(`login ${email} failed: ${login.status()} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

export type ContentAdmin = Awaited<ReturnType<typeof contentAdmin>>;

/** The bootstrap admin, signed in through the API, with the content calls the tests need. */
export async function contentAdmin() {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must name the bootstrap admin');
  }
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const headers = await signIn(api, email, password);
  const banners: string[] = [];
  const posts: string[] = [];
  const feedbackOf: string[] = [];
  const subscribers: string[] = [];

  return {
    async createBanner(image: string, description: string): Promise<string> {
      const body = await read<{ id?: string; _id?: string }>(
        await api.post('/api/admin/banners/add', { headers, data: { image, description } }),
        'add banner',
      );
      const id = idOf(body.data);
      banners.push(id);
      return id;
    },

    /** A post with its picture (the storefront shows no post without one). */
    async addFeedPost(url: string, image: string): Promise<void> {
      const body = await read<{ added?: { id?: string; _id?: string }[] }>(
        await api.post('/api/admin/instafeed/add', {
          headers,
          data: { posts: [{ postUrl: url, image, alt: 'E2E post' }] },
        }),
        'add feed post',
      );
      for (const post of body.data?.added ?? []) posts.push(idOf(post));
    },

    /** Testimonials shown at once (true) or after the owner's approval (false). */
    async setTestimonialModeration(moderation: boolean): Promise<void> {
      await read(
        await api.put('/api/admin/feedback/settings', { headers, data: { moderation } }),
        'set testimonial moderation',
      );
    },

    /** Feedback of this e-mail is deleted at clean-up. */
    forgetFeedbackOf(customerEmail: string) {
      feedbackOf.push(customerEmail);
    },

    /** This subscriber is deleted at clean-up. */
    forgetSubscriber(subscriberEmail: string) {
      subscribers.push(subscriberEmail);
    },

    async cleanUp() {
      const quietly = (call: Promise<unknown>) => call.catch(() => undefined);
      for (const id of banners.splice(0)) {
        await quietly(api.delete(`/api/admin/banners/delete/${id}`, { headers }));
      }
      for (const id of posts.splice(0)) {
        await quietly(api.delete(`/api/admin/instafeed/delete/${id}`, { headers }));
      }
      for (const customerEmail of feedbackOf.splice(0)) {
        const search = encodeURIComponent(customerEmail);
        const listed = await read<{ id?: string; _id?: string }[]>(
          await api.get(`/api/admin/feedback/get?search=${search}`, { headers }),
          'list feedback',
        ).catch(() => ({ data: [] }));
        for (const item of listed.data ?? []) {
          await quietly(api.delete(`/api/admin/feedback/delete/${idOf(item)}`, { headers }));
        }
      }
      for (const subscriberEmail of subscribers.splice(0)) {
        const encoded = encodeURIComponent(subscriberEmail);
        await quietly(api.delete(`/api/admin/newsletter/unsubscribe/${encoded}`, { headers }));
      }
      await api.dispose();
    },
  };
}

export type ContentCustomer = Awaited<ReturnType<typeof contentCustomer>>;

/** A registered customer who can post feedback through the API. */
export async function contentCustomer(prefix: string) {
  const credentials = {
    userName: `E2E ${prefix}`,
    email: uniqueEmail(prefix),
    password: 'Saree#2024',
  };
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  await read(await api.post('/api/auth/register', { data: credentials }), 'register');
  const headers = await signIn(api, credentials.email, credentials.password);
  return {
    ...credentials,
    async addFeedback(feedback: string) {
      await read(
        await api.post('/api/shop/feedback/add', { headers, data: { feedback } }),
        'add feedback',
      );
    },
    dispose: () => api.dispose(),
  };
}

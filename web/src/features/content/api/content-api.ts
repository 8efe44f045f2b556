import { baseApi } from '@/lib/api';
import { readMessage, type NewContact } from '../types/content';

// The content calls of the storefront (docs/api-content.md). The home page reads banners,
// feed posts and testimonials in its one GraphQL `homePage` round trip (the selection
// below, composed by the home route); feedback, contact messages and newsletter sign-ups
// are REST. New feedback invalidates `Feedback`, which the home page provides: the
// testimonials are fetched again and show it.

/** The content part of the `homePage` selection (read with `readHomeContent`). */
export const HOME_CONTENT_SELECTION = `banners { id image description }
  feed { id postUrl image imageWidth imageHeight alt }
  testimonials { id userName feedback createdAt }`;

type Answer = { message?: string };
/** A new feedback's answer: `pending` while it waits for the owner's approval. */
export type FeedbackAnswer = Answer & { pending: boolean };

const readAnswer = (body: unknown): Answer => ({ message: readMessage(body) });

function readFeedbackAnswer(body: unknown): FeedbackAnswer {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
  const status =
    typeof data === 'object' && data !== null ? (data as { status?: unknown }).status : null;
  return { message: readMessage(body), pending: status === 'pending' };
}

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addFeedback: build.mutation<FeedbackAnswer, string>({
      query: (feedback) => ({ url: '/shop/feedback/add', method: 'POST', body: { feedback } }),
      transformResponse: readFeedbackAnswer,
      extraOptions: { requiresAuth: true },
      invalidatesTags: (_result, error) => (error ? [] : ['Feedback']),
    }),

    addContact: build.mutation<Answer, NewContact>({
      query: (contact) => ({ url: '/shop/contacts/add', method: 'POST', body: contact }),
      transformResponse: readAnswer,
    }),

    subscribeNewsletter: build.mutation<Answer, string>({
      query: (email) => ({ url: '/shop/newsletter/subscribe', method: 'POST', body: { email } }),
      transformResponse: readAnswer,
    }),
  }),
});

export const { useAddFeedbackMutation, useAddContactMutation, useSubscribeNewsletterMutation } =
  contentApi;

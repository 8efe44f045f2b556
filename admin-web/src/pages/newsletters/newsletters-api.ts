// Newsletter subscribers and campaigns (docs/api-content.md, "Admin calls"): the subscriber
// list with e-mail search (newest first), deleting a subscriber, and sending a newsletter to
// the selected subscribers with a message and an uploaded flyer image. Notification mails
// the campaign in batches; the answer (202) means it was accepted.
import { z } from 'zod';
import { baseApi } from '../../lib/api';

const subscriberSchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    email: z.string(),
    createdAt: z.string().nullish(),
  })
  .transform((raw) => ({
    id: raw.id ?? raw._id ?? raw.email,
    email: raw.email,
    createdAt: raw.createdAt ?? null,
  }));

export type Subscriber = z.output<typeof subscriberSchema>;

const subscriberListAnswerSchema = z.object({
  data: z.array(subscriberSchema),
  total: z.number().int().nonnegative().optional(),
});

export interface SubscriberList {
  subscribers: Subscriber[];
  total: number;
}

export interface NewsletterPayload {
  emails: string[];
  flyer: string;
  message: string;
}

export interface NewsletterSent {
  message?: string;
  data?: { campaignId?: string; recipients?: number; message?: string };
}

const LIST_TAG = { type: 'Subscriber' as const, id: 'LIST' };

export const newslettersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Without pageSize the server answers every match (at most 1,000): the table pages
    // them itself, so "select all" can take every subscriber the search finds.
    getSubscribers: build.query<SubscriberList, { search: string }>({
      query: ({ search }) => ({
        url: 'admin/newsletter/subscribers',
        params: search ? { search } : {},
      }),
      rawResponseSchema: subscriberListAnswerSchema,
      transformResponse: (answer: z.output<typeof subscriberListAnswerSchema>) => ({
        subscribers: answer.data,
        total: answer.total ?? answer.data.length,
      }),
      catchSchemaFailure: () => ({
        status: 'CUSTOM_ERROR',
        error: 'The server answered the subscribers in an unexpected shape',
      }),
      providesTags: [LIST_TAG],
    }),
    deleteSubscriber: build.mutation<{ message?: string }, string>({
      query: (email) => ({
        url: `admin/newsletter/unsubscribe/${encodeURIComponent(email)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG]),
    }),
    sendNewsletter: build.mutation<NewsletterSent, NewsletterPayload>({
      query: (body) => ({ url: 'admin/newsletter/send', method: 'POST', body }),
    }),
  }),
});

export const { useGetSubscribersQuery, useDeleteSubscriberMutation, useSendNewsletterMutation } =
  newslettersApi;

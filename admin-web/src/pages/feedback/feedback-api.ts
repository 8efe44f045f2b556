// Customers' feedback (docs/api-content.md, "Admin calls"): the list with e-mail search and
// pagination (newest first), and delete. The storefront shows feedback as testimonials.
import { z } from 'zod';
import { baseApi } from '../../lib/api';

const feedbackSchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    userId: z.string().nullish(),
    user: z.string().nullish(),
    userName: z.string().nullish(),
    email: z.string().nullish(),
    feedback: z.string().nullish(),
    createdAt: z.string().nullish(),
  })
  .transform((raw, ctx) => {
    const id = raw.id ?? raw._id;
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'Feedback without an id' });
      return z.NEVER;
    }
    return {
      id,
      userName: raw.userName?.trim() || raw.user?.trim() || '',
      email: raw.email ?? '',
      feedback: raw.feedback ?? '',
      createdAt: raw.createdAt ?? null,
    };
  });

export type AdminFeedback = z.output<typeof feedbackSchema>;

const feedbackListAnswerSchema = z.object({
  data: z.array(feedbackSchema),
  total: z.number().int().nonnegative().optional(),
});

export interface PagedSearch {
  /** Part of an e-mail address; empty lists all. */
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface FeedbackList {
  items: AdminFeedback[];
  total: number;
}

const LIST_TAG = { type: 'Feedback' as const, id: 'LIST' };

export const feedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFeedback: build.query<FeedbackList, PagedSearch>({
      query: ({ search, page, pageSize }) => ({
        url: 'admin/feedback/get',
        params: { ...(search ? { search } : {}), page, pageSize },
      }),
      rawResponseSchema: feedbackListAnswerSchema,
      transformResponse: (answer: z.output<typeof feedbackListAnswerSchema>) => ({
        items: answer.data,
        total: answer.total ?? answer.data.length,
      }),
      catchSchemaFailure: () => ({
        status: 'CUSTOM_ERROR',
        error: 'The server answered the feedback list in an unexpected shape',
      }),
      providesTags: [LIST_TAG],
    }),
    deleteFeedback: build.mutation<{ message?: string }, string>({
      query: (id) => ({
        url: `admin/feedback/delete/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG]),
    }),
  }),
});

export const { useGetFeedbackQuery, useDeleteFeedbackMutation } = feedbackApi;

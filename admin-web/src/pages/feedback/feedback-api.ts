// Customers' feedback (docs/api-content.md, "Admin calls"): the list with a status filter,
// e-mail search and pagination (newest first) and each status's count; approve, reject and
// delete; the moderation setting. The storefront shows approved feedback as testimonials.
import { z } from 'zod';
import { MODERATION_STATUSES } from '../../components/moderation';
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
    status: z.enum(MODERATION_STATUSES).nullish(),
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
      // Feedback from before moderation was always shown.
      status: raw.status ?? 'approved',
    };
  });

export type AdminFeedback = z.output<typeof feedbackSchema>;
export type FeedbackStatus = AdminFeedback['status'];

const countSchema = z.number().int().nonnegative();
const countsSchema = z.object({
  pending: countSchema,
  approved: countSchema,
  rejected: countSchema,
});
export type FeedbackCounts = z.output<typeof countsSchema>;

const feedbackListAnswerSchema = z.object({
  data: z.array(feedbackSchema),
  total: countSchema.optional(),
  counts: countsSchema.optional(),
});

const settingsSchema = z.object({ moderation: z.boolean() });
export type FeedbackSettings = z.output<typeof settingsSchema>;
const settingsAnswerSchema = z.object({ data: settingsSchema });

export interface PagedSearch {
  /** Part of an e-mail address; empty lists all. */
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Just this status; absent: every status. */
  status?: FeedbackStatus;
}

export interface FeedbackList {
  items: AdminFeedback[];
  total: number;
  /** Each status's count for the same search (absent from older gateways). */
  counts: FeedbackCounts | null;
}

const LIST_TAG = { type: 'Feedback' as const, id: 'LIST' };
const SETTINGS_TAG = { type: 'Feedback' as const, id: 'SETTINGS' };

export const feedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFeedback: build.query<FeedbackList, PagedSearch>({
      query: ({ search, page, pageSize, status }) => ({
        url: 'admin/feedback/get',
        params: { ...(search ? { search } : {}), ...(status ? { status } : {}), page, pageSize },
      }),
      rawResponseSchema: feedbackListAnswerSchema,
      transformResponse: (answer: z.output<typeof feedbackListAnswerSchema>) => ({
        items: answer.data,
        total: answer.total ?? answer.data.length,
        counts: answer.counts ?? null,
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
    /** Approve or reject one feedback (or put it back to pending). */
    moderateFeedback: build.mutation<{ message?: string }, { id: string; status: FeedbackStatus }>({
      query: ({ id, status }) => ({
        url: `admin/feedback/${MODERATE_ROUTE[status]}/${encodeURIComponent(id)}`,
        method: 'PUT',
      }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG]),
    }),
    getFeedbackSettings: build.query<FeedbackSettings, void>({
      query: () => 'admin/feedback/settings',
      rawResponseSchema: settingsAnswerSchema,
      transformResponse: (answer: z.output<typeof settingsAnswerSchema>) => answer.data,
      providesTags: [SETTINGS_TAG],
    }),
    updateFeedbackSettings: build.mutation<{ message?: string }, FeedbackSettings>({
      query: (settings) => ({ url: 'admin/feedback/settings', method: 'PUT', body: settings }),
      invalidatesTags: (_r, error) => (error ? [] : [SETTINGS_TAG]),
    }),
  }),
});

/** The gateway's route of each target status. */
const MODERATE_ROUTE: Record<FeedbackStatus, string> = {
  approved: 'approve',
  rejected: 'reject',
  pending: 'pending',
};

export const {
  useGetFeedbackQuery,
  useDeleteFeedbackMutation,
  useModerateFeedbackMutation,
  useGetFeedbackSettingsQuery,
  useUpdateFeedbackSettingsMutation,
} = feedbackApi;

// The social feed's posts (docs/api-content.md, "Admin calls"): the list (newest first),
// add and delete. A post is the URL of a social media post the home page embeds.
import { z } from 'zod';
import { baseApi } from '../../lib/api';

const postSchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    postUrl: z.string(),
    createdAt: z.string().nullish(),
  })
  .transform((raw, ctx) => {
    const id = raw.id ?? raw._id;
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'A post without an id' });
      return z.NEVER;
    }
    return { id, postUrl: raw.postUrl, createdAt: raw.createdAt ?? null };
  });

export type FeedPost = z.output<typeof postSchema>;

const feedAnswerSchema = z.object({
  data: z.object({ items: z.array(postSchema) }),
});

const LIST_TAG = { type: 'FeedPost' as const, id: 'LIST' };

export const instafeedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFeedPosts: build.query<FeedPost[], void>({
      query: () => 'admin/instafeed/get',
      rawResponseSchema: feedAnswerSchema,
      transformResponse: (answer: z.output<typeof feedAnswerSchema>) => answer.data.items,
      catchSchemaFailure: () => ({
        status: 'CUSTOM_ERROR',
        error: 'The server answered the feed in an unexpected shape',
      }),
      providesTags: [LIST_TAG],
    }),
    /** One post with its picture (an upload's URL) and alt text. */
    addFeedPost: build.mutation<
      { message?: string },
      { postUrl: string; image: string; alt: string }
    >({
      query: (post) => ({ url: 'admin/instafeed/add', method: 'POST', body: post }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG]),
    }),
    deleteFeedPost: build.mutation<{ message?: string }, string>({
      query: (id) => ({
        url: `admin/instafeed/delete/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG]),
    }),
  }),
});

export const { useGetFeedPostsQuery, useAddFeedPostMutation, useDeleteFeedPostMutation } =
  instafeedApi;

// Admin banners (docs/api-content.md, "Admin calls"): the list, add, edit and delete. A
// banner is an uploaded image and a description; the storefront's carousel shows them.
import { z } from 'zod';
import { baseApi } from '../../lib/api';

const bannerSchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    image: z.string().nullish(),
    description: z.string().nullish(),
    createdAt: z.string().nullish(),
  })
  .transform((raw, ctx) => {
    const id = raw.id ?? raw._id;
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'A banner without an id' });
      return z.NEVER;
    }
    return {
      id,
      image: raw.image ?? '',
      description: raw.description ?? '',
      createdAt: raw.createdAt ?? null,
    };
  });

export type AdminBanner = z.output<typeof bannerSchema>;

const bannerListAnswerSchema = z.object({ data: z.array(bannerSchema) });

export interface BannerPayload {
  image: string;
  description: string;
}

const LIST_TAG = { type: 'Banner' as const, id: 'LIST' };

export const bannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<AdminBanner[], void>({
      query: () => 'admin/banners/get',
      rawResponseSchema: bannerListAnswerSchema,
      transformResponse: (answer: z.output<typeof bannerListAnswerSchema>) => answer.data,
      catchSchemaFailure: () => ({
        status: 'CUSTOM_ERROR',
        error: 'The server answered the banners in an unexpected shape',
      }),
      providesTags: [LIST_TAG],
    }),
    addBanner: build.mutation<{ message?: string }, BannerPayload>({
      query: (body) => ({ url: 'admin/banners/add', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG]),
    }),
    updateBanner: build.mutation<{ message?: string }, { id: string; payload: BannerPayload }>({
      query: ({ id, payload }) => ({
        url: `admin/banners/edit/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: payload,
      }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG]),
    }),
    deleteBanner: build.mutation<{ message?: string }, string>({
      query: (id) => ({ url: `admin/banners/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG]),
    }),
  }),
});

export const {
  useGetBannersQuery,
  useAddBannerMutation,
  useUpdateBannerMutation,
  useDeleteBannerMutation,
} = bannersApi;

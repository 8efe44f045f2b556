// Admin categories (docs/api-catalogue.md, "Admin calls"): the list with name search, add,
// edit and delete (refused with 409 while the category still has products).
import { z } from 'zod';
import { baseApi } from '../../lib/api';

const categorySchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    name: z.string().nullish(),
    description: z.string().nullish(),
    slug: z.string().nullish(),
    image: z.string().nullish(),
    productCount: z.number().nullish(),
  })
  .transform((raw, ctx) => {
    const id = raw.id ?? raw._id;
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'A category without an id' });
      return z.NEVER;
    }
    return {
      id,
      name: raw.name ?? '',
      description: raw.description ?? '',
      slug: raw.slug ?? '',
      image: raw.image ?? '',
      productCount: raw.productCount ?? null,
    };
  });

export type AdminCategory = z.output<typeof categorySchema>;

const categoryListAnswerSchema = z.object({ data: z.array(categorySchema) });

export interface CategoryPayload {
  name: string;
  description: string;
  image: string;
}

// The products screen's category options share this tag, so they follow every change here.
const LIST_TAG = { type: 'Category' as const, id: 'LIST' };

export const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<AdminCategory[], { search: string }>({
      query: ({ search }) => ({
        url: 'admin/categories/get',
        params: search ? { search } : {},
      }),
      rawResponseSchema: categoryListAnswerSchema,
      transformResponse: (answer: z.output<typeof categoryListAnswerSchema>) => answer.data,
      catchSchemaFailure: () => ({
        status: 'CUSTOM_ERROR',
        error: 'The server answered the categories in an unexpected shape',
      }),
      providesTags: [LIST_TAG],
    }),
    addCategory: build.mutation<{ message?: string }, CategoryPayload>({
      query: (body) => ({ url: 'admin/categories/add', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG]),
    }),
    updateCategory: build.mutation<{ message?: string }, { id: string; payload: CategoryPayload }>({
      query: ({ id, payload }) => ({
        url: `admin/categories/edit/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: payload,
      }),
      // Products show their category's name.
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG, { type: 'Product', id: 'LIST' }]),
    }),
    deleteCategory: build.mutation<{ message?: string }, string>({
      query: (id) => ({
        url: `admin/categories/delete/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG]),
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useAddCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = categoriesApi;

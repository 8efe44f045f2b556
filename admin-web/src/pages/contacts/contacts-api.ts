// Messages from the contact page (docs/api-content.md, "Admin calls"): the list with e-mail
// search and pagination (newest first), and delete.
import { z } from 'zod';
import { baseApi } from '../../lib/api';

const contactSchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    name: z.string().nullish(),
    email: z.string().nullish(),
    message: z.string().nullish(),
    createdAt: z.string().nullish(),
  })
  .transform((raw, ctx) => {
    const id = raw.id ?? raw._id;
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'A contact without an id' });
      return z.NEVER;
    }
    return {
      id,
      name: raw.name?.trim() ?? '',
      email: raw.email ?? '',
      message: raw.message ?? '',
      createdAt: raw.createdAt ?? null,
    };
  });

export type AdminContact = z.output<typeof contactSchema>;

const contactListAnswerSchema = z.object({
  data: z.array(contactSchema),
  total: z.number().int().nonnegative().optional(),
});

export interface ContactListArgs {
  /** Part of an e-mail address; empty lists all. */
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface ContactList {
  contacts: AdminContact[];
  total: number;
}

const LIST_TAG = { type: 'Contact' as const, id: 'LIST' };

export const contactsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContacts: build.query<ContactList, ContactListArgs>({
      query: ({ search, page, pageSize }) => ({
        url: 'admin/contacts/get',
        params: { ...(search ? { search } : {}), page, pageSize },
      }),
      rawResponseSchema: contactListAnswerSchema,
      transformResponse: (answer: z.output<typeof contactListAnswerSchema>) => ({
        contacts: answer.data,
        total: answer.total ?? answer.data.length,
      }),
      catchSchemaFailure: () => ({
        status: 'CUSTOM_ERROR',
        error: 'The server answered the contacts in an unexpected shape',
      }),
      providesTags: [LIST_TAG],
    }),
    deleteContact: build.mutation<{ message?: string }, string>({
      query: (id) => ({
        url: `admin/contacts/delete/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG]),
    }),
  }),
});

export const { useGetContactsQuery, useDeleteContactMutation } = contactsApi;

// The shop's tax settings (docs/api-buying.md, "Tax settings"): what GST invoices say about
// the shop and which HSN code and rate each piece gets; plus the shop's categories, which may
// have rules of their own (the same list as the categories screen, sharing its tag).
import { z } from 'zod';
import { baseApi } from '../../lib/api';
import {
  DEFAULT_RULE,
  type TaxRule,
  type TaxSettings,
  type TaxSettingsPayload,
} from './tax-settings-model';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const num = (fallback: number) =>
  z
    .number()
    .nullish()
    .transform((value) => value ?? fallback);

const ruleShape = {
  hsnCode: z
    .string()
    .nullish()
    .transform((value) => value || DEFAULT_RULE.hsnCode),
  rate: num(DEFAULT_RULE.rate),
  thresholdPrice: num(0),
  rateAbove: num(0),
};
const ruleSchema = z.object(ruleShape);

const settingsSchema = z.object({
  legalName: text,
  gstin: text,
  address: text,
  stateCode: text,
  invoicePrefix: text,
  defaultRule: ruleSchema.nullish().transform((rule): TaxRule => rule ?? DEFAULT_RULE),
  categoryRules: z
    .array(z.object({ categoryId: z.string(), ...ruleShape }))
    .nullish()
    .transform((rules) => rules ?? []),
  configured: z.boolean().nullish().transform(Boolean),
}) satisfies z.ZodType<TaxSettings, unknown>;

const settingsAnswerSchema = z.object({ data: settingsSchema });
const savedAnswerSchema = z.object({ message: z.string().optional(), data: settingsSchema });

const categorySchema = z
  .object({ _id: z.string().optional(), id: z.string().optional(), name: z.string().nullish() })
  .transform((raw, ctx) => {
    const id = raw.id ?? raw._id;
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'A category without an id' });
      return z.NEVER;
    }
    return { id, name: raw.name ?? '' };
  });
/** A category as the per-category rules list it. */
export type TaxCategory = z.output<typeof categorySchema>;
const categoriesAnswerSchema = z.object({ data: z.array(categorySchema) });

export interface SavedTaxSettings {
  message: string;
  settings: TaxSettings;
}

const unexpectedShape = (what: string) => () => ({
  status: 'CUSTOM_ERROR' as const,
  error: `The server answered ${what} in an unexpected shape`,
});

export const taxSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTaxSettings: build.query<TaxSettings, void>({
      query: () => 'admin/tax-settings',
      rawResponseSchema: settingsAnswerSchema,
      transformResponse: (answer: z.output<typeof settingsAnswerSchema>) => answer.data,
      catchSchemaFailure: unexpectedShape('the tax settings'),
      providesTags: ['TaxSettings'],
    }),
    saveTaxSettings: build.mutation<SavedTaxSettings, TaxSettingsPayload>({
      query: (body) => ({ url: 'admin/tax-settings', method: 'PUT', body }),
      rawResponseSchema: savedAnswerSchema,
      transformResponse: (answer: z.output<typeof savedAnswerSchema>) => ({
        message: answer.message ?? 'Tax settings saved',
        settings: answer.data,
      }),
      catchSchemaFailure: unexpectedShape('the saved tax settings'),
      // The answer is the settings as saved: the page shows them without asking again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            taxSettingsApi.util.updateQueryData('getTaxSettings', undefined, () => data.settings),
          );
        } catch {
          // refused or unanswered: the page shows why; the settings are as they were
        }
      },
    }),
    getTaxCategories: build.query<TaxCategory[], void>({
      query: () => 'admin/categories/get',
      rawResponseSchema: categoriesAnswerSchema,
      transformResponse: (answer: z.output<typeof categoriesAnswerSchema>) => answer.data,
      catchSchemaFailure: unexpectedShape('the categories'),
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
  }),
});

export const { useGetTaxSettingsQuery, useSaveTaxSettingsMutation, useGetTaxCategoriesQuery } =
  taxSettingsApi;

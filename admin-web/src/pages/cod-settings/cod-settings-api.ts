// The owner's cash-on-delivery settings (docs/cash-on-delivery.md, "The owner's side"):
// `GET`/`PUT /api/admin/cod-settings`, rupees at this edge. A field the server leaves out takes
// the documented default.
import { z } from 'zod';
import { baseApi } from '../../lib/api';
import {
  DEFAULT_COD_SETTINGS,
  PINCODE_RULES,
  type CodRiskRules,
  type CodSettings,
  type PincodeRule,
} from './cod-settings-model';

const num = (fallback: number) =>
  z
    .number()
    .nullish()
    .transform((value) => value ?? fallback);

const defaults = DEFAULT_COD_SETTINGS;
const riskDefaults = DEFAULT_COD_SETTINGS.risk;

const riskSchema = z.object({
  refusedForAdvance: num(riskDefaults.refusedForAdvance),
  refusedForPrepaidOnly: num(riskDefaults.refusedForPrepaidOnly),
  unconfirmedForAdvance: num(riskDefaults.unconfirmedForAdvance),
  pincodeRtoPercent: num(riskDefaults.pincodeRtoPercent),
  pincodeMinOrders: num(riskDefaults.pincodeMinOrders),
  valueMultiple: num(riskDefaults.valueMultiple),
  newAccountDays: num(riskDefaults.newAccountDays),
  trustedDeliveredOrders: num(riskDefaults.trustedDeliveredOrders),
  mediumSignalsForHigh: num(riskDefaults.mediumSignalsForHigh),
}) satisfies z.ZodType<CodRiskRules, unknown>;

const settingsSchema = z.object({
  enabled: z.boolean().nullish().transform(Boolean),
  maxOrderValue: num(defaults.maxOrderValue),
  fee: num(defaults.fee),
  pincodeRule: z
    .string()
    .nullish()
    .transform((rule): PincodeRule =>
      PINCODE_RULES.includes(rule as PincodeRule) ? (rule as PincodeRule) : 'all',
    ),
  pincodes: z
    .array(z.union([z.string(), z.number()]))
    .nullish()
    .transform((pincodes) => (pincodes ?? []).map(String)),
  confirmHours: num(defaults.confirmHours),
  advancePercent: num(defaults.advancePercent),
  minAdvance: num(defaults.minAdvance),
  risk: riskSchema.nullish().transform((risk): CodRiskRules => risk ?? { ...riskDefaults }),
}) satisfies z.ZodType<CodSettings, unknown>;

const settingsAnswerSchema = z.object({ data: settingsSchema });
const savedAnswerSchema = z.object({ message: z.string().optional(), data: settingsSchema });

export const COD_SETTINGS_SAVED = 'Cash on delivery settings saved';

export interface SavedCodSettings {
  message: string;
  settings: CodSettings;
}

const unexpectedShape = (what: string) => () => ({
  status: 'CUSTOM_ERROR' as const,
  error: `The server answered ${what} in an unexpected shape`,
});

export const codSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCodSettings: build.query<CodSettings, void>({
      query: () => 'admin/cod-settings',
      rawResponseSchema: settingsAnswerSchema,
      transformResponse: (answer: z.output<typeof settingsAnswerSchema>) => answer.data,
      catchSchemaFailure: unexpectedShape('the cash on delivery settings'),
      providesTags: ['CodSettings'],
    }),
    saveCodSettings: build.mutation<SavedCodSettings, CodSettings>({
      query: (body) => ({ url: 'admin/cod-settings', method: 'PUT', body }),
      rawResponseSchema: savedAnswerSchema,
      transformResponse: (answer: z.output<typeof savedAnswerSchema>) => ({
        message: answer.message ?? COD_SETTINGS_SAVED,
        settings: answer.data,
      }),
      catchSchemaFailure: unexpectedShape('the saved cash on delivery settings'),
      // The answer is the settings as saved: the page shows them without asking again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            codSettingsApi.util.updateQueryData('getCodSettings', undefined, () => data.settings),
          );
        } catch {
          // refused or unanswered: the page shows why; the settings are as they were
        }
      },
    }),
  }),
});

export const { useGetCodSettingsQuery, useSaveCodSettingsMutation } = codSettingsApi;

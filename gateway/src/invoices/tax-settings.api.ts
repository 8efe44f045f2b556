import { ok } from '../common/envelope.js';
import { api, operations } from '../common/operations.js';
import {
  TaxSettingsBody,
  TaxSettingsResponse,
  TaxSettingsSavedResponse,
  TaxSettingsView,
  UpdateTaxSettingsArgs,
} from './tax-settings.shapes.js';
import {
  InvoicesService,
  RATE_RULE,
  THRESHOLD_RULE,
  UNKNOWN_CATEGORY,
} from './invoices.service.js';

const deps = { invoices: InvoicesService };
const op = operations(deps);

/** The owner's GST settings (admin only; docs/gst-invoices.md). */
export const taxSettingsApi = api({
  name: 'TaxSettingsController',
  prefix: 'admin/tax-settings',
  tag: 'admin tax settings',
  deps,
  operations: {
    taxSettings: op({
      summary: "The shop's GST settings: legal name, GSTIN, state, address, HSN and rates",
      auth: 'admin',
      handle: ({ deps, user }) => deps.invoices.settings(user),
      rest: { route: { get: '' }, ok: TaxSettingsResponse },
      graphql: {
        query: true,
        type: () => TaxSettingsView,
        description: "The shop's GST settings (admin)",
      },
    }),
    save: op({
      summary: "Save the shop's GST settings whole; orders paid from then on get a GST invoice",
      auth: 'admin',
      input: TaxSettingsBody,
      handle: ({ deps, user }, input) =>
        deps.invoices.saveSettings(user, input as Record<string, unknown>),
      rest: {
        route: { put: '' },
        ok: TaxSettingsSavedResponse,
        okDescription: 'Tax settings saved',
        errors: {
          400: `Please enter the shop's legal name / Please enter a valid GSTIN (15 characters, e.g. 29ABCDE1234F1Z5) / The GSTIN must start with the state's GST code ({code}) / Please choose the state the shop is registered in / Please enter the registered address / The invoice prefix must be 1 to 10 letters or digits / HSN code must be 4, 6 or 8 digits / ${RATE_RULE} / ${THRESHOLD_RULE} / ${UNKNOWN_CATEGORY}`,
        },
        reply: ({ message, settings }) => ok({ message, data: settings }),
      },
    }),
    updateTaxSettings: op({
      summary: "Save the shop's GST settings whole",
      auth: 'admin',
      input: UpdateTaxSettingsArgs,
      handle: ({ deps, user }, { input }) =>
        deps.invoices.saveSettings(user, input as unknown as Record<string, unknown>),
      graphql: {
        mutation: true,
        type: () => TaxSettingsView,
        description:
          "Saves the shop's GST settings whole (admin); orders paid from then on get a GST invoice",
        reply: ({ settings }) => settings,
      },
    }),
  },
});

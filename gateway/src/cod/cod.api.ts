import { ok } from '../common/envelope.js';
import { api, operations } from '../common/operations.js';
import {
  CodConfirmationResponse,
  CodConfirmationView,
  CodSettingsBody,
  CodSettingsResponse,
  CodSettingsSavedResponse,
  CodSettingsView,
  ConfirmCodBody,
  UpdateCodSettingsArgs,
} from './cod.shapes.js';
import { CodService } from './cod.service.js';

const deps = { cod: CodService };
const op = operations(deps);

/** The owner's cash-on-delivery settings (admin only; docs/cash-on-delivery.md). */
export const codSettingsApi = api({
  name: 'CodSettingsController',
  prefix: 'admin/cod-settings',
  tag: 'admin cash on delivery',
  deps,
  operations: {
    codSettings: op({
      summary:
        'The cash-on-delivery settings: on/off, cap, fee, pincodes, window, advance, risk rules',
      auth: 'admin',
      handle: ({ deps, user }) => deps.cod.settings(user),
      rest: { route: { get: '' }, ok: CodSettingsResponse },
      graphql: {
        query: true,
        type: () => CodSettingsView,
        description: 'The cash-on-delivery settings (admin)',
      },
    }),
    save: op({
      summary: 'Save the cash-on-delivery settings whole',
      auth: 'admin',
      input: CodSettingsBody,
      handle: ({ deps, user }, input) =>
        deps.cod.saveSettings(user, input as Record<string, unknown>),
      rest: {
        route: { put: '' },
        ok: CodSettingsSavedResponse,
        okDescription: 'Cash on delivery settings saved',
        errors: {
          400: 'The form’s message, e.g. "The COD fee must be between ₹0 and ₹1,000" or "\\"11000\\" is not a valid 6-digit pincode"',
        },
        reply: ({ message, settings }) => ok({ message, data: settings }),
      },
    }),
    updateCodSettings: op({
      summary: 'Save the cash-on-delivery settings whole',
      auth: 'admin',
      input: UpdateCodSettingsArgs,
      handle: ({ deps, user }, { input }) =>
        deps.cod.saveSettings(user, input as unknown as Record<string, unknown>),
      graphql: {
        mutation: true,
        type: () => CodSettingsView,
        description: 'Saves the cash-on-delivery settings whole (admin)',
        reply: ({ settings }) => settings,
      },
    }),
  },
});

/** The e-mail link's confirmation of a COD order: no sign-in, the token is the proof. */
export const codConfirmApi = api({
  name: 'CodConfirmController',
  prefix: 'shop/order/cod',
  tag: 'orders',
  deps,
  operations: {
    confirm: op({
      summary:
        'Confirm a cash-on-delivery order with its e-mail link’s token (no sign-in); repeating answers the same',
      input: ConfirmCodBody,
      handle: ({ deps }, input) => deps.cod.confirm(input),
      rest: {
        route: { post: 'confirm' },
        status: 200,
        ok: CodConfirmationResponse,
        errors: {
          400: 'This confirmation link is not valid.',
          409: 'This confirmation link has expired and the order was cancelled. Please place the order again.',
        },
        reply: ({ message, ...confirmation }) => ok({ message, data: confirmation }),
      },
      graphql: {
        mutation: 'confirmCodOrder',
        type: () => CodConfirmationView,
        description: 'Confirms a cash-on-delivery order with its e-mail link’s token (no sign-in)',
      },
    }),
  },
});

import { namedUserOrCaller } from '../common/actor.js';
import { MessageResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { api, operations } from '../common/operations.js';
import {
  AddAddressBody,
  AddressInput,
  AddressListResponse,
  AddressResponse,
} from './addresses.shapes.js';
import {
  ADDRESS_ADDED,
  ADDRESS_DELETED,
  ADDRESS_UPDATED,
  AddressesService,
} from './addresses.service.js';

const deps = { addresses: AddressesService };
const op = operations(deps);

const FORBIDDEN = "Access denied (the path or body names another user's id)";
const INVALID = 'A field is missing or invalid (the message names the field and rule)';
const NOT_FOUND = 'Address not found';

/** The address named by the path. */
type AddressPath = { userId: string; addressId: string };

/** The address book: the signed-in user's, or any user's for an admin (docs/api-accounts.md). */
export const addressesApi = api({
  name: 'AddressesController',
  prefix: 'shop/address',
  tag: 'addresses',
  deps,
  operations: {
    add: op({
      summary: 'Add an address (at most 3 per user)',
      auth: 'user',
      input: AddAddressBody,
      handle: ({ deps, user }, input) =>
        deps.addresses.add(user, namedUserOrCaller(user, input.userId), input),
      rest: {
        route: { post: 'add' },
        ok: AddressResponse,
        okDescription: ADDRESS_ADDED,
        errors: { 400: INVALID, 403: FORBIDDEN, 409: 'You can add max 3 addresses' },
        reply: (data) => ok({ message: ADDRESS_ADDED, data }),
      },
    }),
    list: op({
      summary: "A user's addresses, oldest first",
      auth: 'user',
      handle: ({ deps, user }, input: { userId: string }) =>
        deps.addresses.list(user, input.userId),
      rest: { route: { get: 'get/:userId' }, ok: AddressListResponse, errors: { 403: FORBIDDEN } },
    }),
    update: op({
      summary: 'Replace an address with the form fields',
      auth: 'user',
      input: AddressInput,
      handle: ({ deps, user }, input) => {
        const { userId, addressId } = input as AddressInput & AddressPath;
        return deps.addresses.update(user, userId, addressId, input);
      },
      rest: {
        route: { put: 'update/:userId/:addressId' },
        ok: AddressResponse,
        okDescription: ADDRESS_UPDATED,
        errors: { 400: INVALID, 403: FORBIDDEN, 404: NOT_FOUND },
        reply: (data) => ok({ message: ADDRESS_UPDATED, data }),
      },
    }),
    remove: op({
      summary: 'Delete an address',
      auth: 'user',
      handle: ({ deps, user }, input: AddressPath) =>
        deps.addresses.remove(user, input.userId, input.addressId),
      rest: {
        route: { delete: 'delete/:userId/:addressId' },
        ok: MessageResponse,
        okDescription: ADDRESS_DELETED,
        errors: { 403: FORBIDDEN, 404: NOT_FOUND },
        reply: () => ok({ message: ADDRESS_DELETED }),
      },
    }),
  },
});

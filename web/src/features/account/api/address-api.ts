import { baseApi } from '@/lib/api';
import {
  addressEnvelopeSchema,
  addressListEnvelopeSchema,
  citiesEnvelopeSchema,
  messageEnvelopeSchema,
  statesEnvelopeSchema,
  type Address,
  type AddressEnvelope,
  type AddressInput,
  type IndiaState,
} from '../types/address';

// The address book (docs/api-accounts.md): every path names the signed-in user's id, and
// every call needs the session (refresh-once). Geography is public and read-only.
const ADDRESS_LIST = { type: 'Address', id: 'LIST' } as const;
const enc = encodeURIComponent;

export const addressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], string>({
      query: (userId) => `/shop/address/get/${enc(userId)}`,
      rawResponseSchema: addressListEnvelopeSchema,
      transformResponse: (envelope: { data: Address[] }) => envelope.data,
      extraOptions: { requiresAuth: true },
      providesTags: (addresses = []) => [
        ADDRESS_LIST,
        ...addresses.map((address) => ({ type: 'Address' as const, id: address.id })),
      ],
    }),

    addAddress: build.mutation<AddressEnvelope, { userId: string; values: AddressInput }>({
      query: ({ userId, values }) => ({
        url: '/shop/address/add',
        method: 'POST',
        body: { ...values, userId },
      }),
      rawResponseSchema: addressEnvelopeSchema,
      extraOptions: { requiresAuth: true },
      invalidatesTags: (_result, error) => (error ? [] : [ADDRESS_LIST]),
    }),

    updateAddress: build.mutation<
      AddressEnvelope,
      { userId: string; addressId: string; values: AddressInput }
    >({
      query: ({ userId, addressId, values }) => ({
        url: `/shop/address/update/${enc(userId)}/${enc(addressId)}`,
        method: 'PUT',
        body: values,
      }),
      rawResponseSchema: addressEnvelopeSchema,
      extraOptions: { requiresAuth: true },
      invalidatesTags: (_result, error, { addressId }) =>
        error ? [] : [ADDRESS_LIST, { type: 'Address', id: addressId }],
    }),

    deleteAddress: build.mutation<
      { success?: boolean; message?: string },
      { userId: string; addressId: string }
    >({
      query: ({ userId, addressId }) => ({
        url: `/shop/address/delete/${enc(userId)}/${enc(addressId)}`,
        method: 'DELETE',
      }),
      rawResponseSchema: messageEnvelopeSchema,
      extraOptions: { requiresAuth: true },
      invalidatesTags: (_result, error) => (error ? [] : [ADDRESS_LIST]),
    }),

    // India's states and union territories: they do not change while the app runs.
    getStates: build.query<IndiaState[], void>({
      query: () => '/geo/states',
      rawResponseSchema: statesEnvelopeSchema,
      transformResponse: (envelope: { data: IndiaState[] }) => envelope.data,
      keepUnusedDataFor: 60 * 60,
    }),

    // City names of one state starting with `q` (at least 2 letters, at most 20 answers).
    getCities: build.query<string[], { stateCode: string; q: string }>({
      query: ({ stateCode, q }) => ({
        url: `/geo/states/${enc(stateCode)}/cities`,
        params: { q },
      }),
      rawResponseSchema: citiesEnvelopeSchema,
      transformResponse: (envelope: { data: string[] }) => envelope.data,
      keepUnusedDataFor: 5 * 60,
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useGetStatesQuery,
  useGetCitiesQuery,
} = addressApi;

import { baseApi } from '@/lib/api';
import { deliveryEnvelopeSchema, type DeliveryEstimate } from '../types/delivery';

// The delivery promise to a pincode: public, read-only (docs/delivery-promise.md).
export const deliveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryEstimate: build.query<DeliveryEstimate, string>({
      query: (pincode) => `/geo/pincodes/${encodeURIComponent(pincode)}/delivery`,
      rawResponseSchema: deliveryEnvelopeSchema,
      transformResponse: (envelope: { data: DeliveryEstimate }) => envelope.data,
      // The promise moves with the shop's clock (the dispatch cut-off).
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetDeliveryEstimateQuery } = deliveryApi;

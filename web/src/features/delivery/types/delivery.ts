import { z } from 'zod';

/** The delivery promise to a pincode (docs/delivery-promise.md). */
export const deliveryEstimateSchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  district: z._default(z.string(), ''),
  stateName: z._default(z.string(), ''),
  zone: z._default(z.string(), ''),
  zoneLabel: z._default(z.string(), ''),
  dispatchDate: z._default(z.string(), ''),
  earliestDate: z._default(z.string(), ''),
  latestDate: z._default(z.string(), ''),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const deliveryEnvelopeSchema = z.object({
  success: z.optional(z.boolean()),
  data: deliveryEstimateSchema,
});

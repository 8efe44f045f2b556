import { z } from 'zod';

/**
 * Cash on delivery to the pincode, from the shop's settings (docs/cash-on-delivery.md):
 * rupees; `message` is the sentence to show ("Cash on delivery available (₹49 fee)").
 */
export const deliveryCodSchema = z.object({
  available: z._default(z.boolean(), false),
  fee: z._default(z.number(), 0),
  maxOrderValue: z._default(z.number(), 0),
  message: z._default(z.string(), ''),
});
export type DeliveryCod = z.infer<typeof deliveryCodSchema>;

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
  /** Absent from servers before cash on delivery: then nothing is said about it. */
  cod: z.optional(z.nullable(deliveryCodSchema)),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const deliveryEnvelopeSchema = z.object({
  success: z.optional(z.boolean()),
  data: deliveryEstimateSchema,
});

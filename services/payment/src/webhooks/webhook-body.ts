import { z } from 'zod';

const paymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().nullish(),
  amount: z.coerce.number(),
  currency: z.string().default('INR'),
  status: z.string().default(''),
  method: z.string().nullish(),
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
  /** Unix seconds: when the payment was made. */
  created_at: z.number().int().positive().nullish().catch(undefined),
});

/** The parts of a Razorpay webhook body the shop reads; everything else is ignored. */
const webhookBodySchema = z.object({
  id: z.string().optional(),
  event: z.string().min(1),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string() }).loose() }).optional(),
    })
    .loose()
    .default({}),
});

export type WebhookBody = z.infer<typeof webhookBodySchema>;
export type WebhookPayment = z.infer<typeof paymentEntity>;

/** Parses a raw webhook body; undefined when it is not a Razorpay event. */
export function parseWebhookBody(raw: Uint8Array): WebhookBody | undefined {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw).toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = webhookBodySchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

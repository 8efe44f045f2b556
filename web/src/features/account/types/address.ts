import { z } from 'zod';

// The address book of docs/api-accounts.md. `state` is the ISO code ("MH"), `stateName`
// its label ("Maharashtra"); older data may hold the label in `state`. `notes` is shown
// as Landmark.
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

export const addressSchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    userId: z.string().optional(),
    name: text,
    address: text,
    state: text,
    stateName: text,
    city: text,
    pincode: text,
    phone: text,
    notes: text,
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  })
  .transform((raw, ctx) => {
    const id = raw._id ?? raw.id;
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'An address without an id' });
      return z.NEVER;
    }
    return { ...raw, id };
  });

export type Address = z.infer<typeof addressSchema>;

export const addressListEnvelopeSchema = z.object({
  success: z.boolean().optional(),
  data: z.array(addressSchema).default([]),
});

export const addressEnvelopeSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  data: addressSchema.optional(),
});

export type AddressEnvelope = z.infer<typeof addressEnvelopeSchema>;

export const messageEnvelopeSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
});

/** The address form's fields, in the order the form shows them. `state` holds the code. */
export type AddressFormValues = {
  name: string;
  address: string;
  state: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
};

export type AddressField = keyof AddressFormValues;

export type AddressInput = AddressFormValues;

export const indiaStateSchema = z.object({ code: z.string(), name: z.string() });

export type IndiaState = z.infer<typeof indiaStateSchema>;

export const statesEnvelopeSchema = z.object({
  success: z.boolean().optional(),
  data: z.array(indiaStateSchema).default([]),
});

export const citiesEnvelopeSchema = z.object({
  success: z.boolean().optional(),
  data: z.array(z.string()).default([]),
});

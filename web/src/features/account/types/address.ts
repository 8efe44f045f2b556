import * as z from 'zod/mini';

// The address book of docs/api-accounts.md. `state` is the ISO code ("MH"), `stateName`
// its label ("Maharashtra"); older data may hold the label in `state`. `notes` is shown
// as Landmark.
const text = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value) => (value === null || value === undefined ? '' : String(value))),
);

export const addressSchema = z.pipe(
  z.object({
    _id: z.optional(z.string()),
    id: z.optional(z.string()),
    userId: z.optional(z.string()),
    name: text,
    address: text,
    state: text,
    stateName: text,
    city: text,
    pincode: text,
    phone: text,
    notes: text,
    createdAt: z.optional(z.string()),
    updatedAt: z.optional(z.string()),
  }),
  z.transform((raw, ctx) => {
    const id = raw._id ?? raw.id;
    if (!id) {
      ctx.issues.push({ code: 'custom', message: 'An address without an id', input: raw });
      return z.NEVER;
    }
    return { ...raw, id };
  }),
);

export type Address = z.infer<typeof addressSchema>;

export const addressListEnvelopeSchema = z.object({
  success: z.optional(z.boolean()),
  data: z._default(z.array(addressSchema), []),
});

export const addressEnvelopeSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: z.optional(addressSchema),
});

export type AddressEnvelope = z.infer<typeof addressEnvelopeSchema>;

export const messageEnvelopeSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
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
  success: z.optional(z.boolean()),
  data: z._default(z.array(indiaStateSchema), []),
});

export const citiesEnvelopeSchema = z.object({
  success: z.optional(z.boolean()),
  data: z._default(z.array(z.string()), []),
});

import { z } from 'zod';

// The catalogue as the gateway serves it (docs/api-catalogue.md): amounts in rupees, REST
// objects carry `_id` and `id`, GraphQL ones `id` only. Answers are read leniently (missing
// optional fields get their neutral value) and every object ends up with `id`.

const idFields = { id: z.string().optional(), _id: z.string().optional() };

function withId<T extends { id?: string; _id?: string }>(
  value: T,
): Omit<T, '_id'> & { id: string } {
  const { _id, ...rest } = value;
  return { ...rest, id: value.id || _id || '' };
}

const money = z.coerce.number().catch(0);
const count = z.coerce.number().catch(0);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const colourSchema = z
  .object({ ...idFields, title: text, inventory: count, image: text })
  .transform(withId);

export type Colour = z.infer<typeof colourSchema>;

export const productSchema = z
  .object({
    ...idFields,
    title: text,
    secondTitle: text,
    productCode: text,
    description: text,
    category: text,
    categorySlug: text,
    categoryName: text,
    isNewArrival: z.boolean().nullish().transform(Boolean),
    isFeatured: z.boolean().nullish().transform(Boolean),
    price: money,
    salePrice: money,
    totalStock: count,
    averageReview: count,
    reviewCount: count,
    image: z
      .array(z.string())
      .nullish()
      .transform((value) => value ?? []),
    colors: z
      .array(colourSchema)
      .nullish()
      .transform((value) => value ?? []),
    createdAt: text,
  })
  .transform(withId);

export type Product = z.infer<typeof productSchema>;

export const categorySchema = z
  .object({
    ...idFields,
    name: text,
    description: text,
    slug: text,
    image: text,
    productCount: count,
  })
  .transform(withId);

export type Category = z.infer<typeof categorySchema>;

export const reviewSchema = z
  .object({
    ...idFields,
    productId: text,
    userName: text,
    reviewMessage: text,
    reviewValue: count,
    createdAt: text,
  })
  .transform(withId);

export type Review = z.infer<typeof reviewSchema>;

export const productListEnvelopeSchema = z.object({
  success: z.boolean().optional(),
  data: z.array(productSchema).catch([]),
  total: z.number().optional(),
});

export const homePageSchema = z.object({
  categories: z.array(categorySchema),
  newArrivals: z.array(productSchema),
  featured: z.array(productSchema),
});

export type HomePage = z.infer<typeof homePageSchema>;

export const collectionPageSchema = z.object({
  category: categorySchema.nullish().transform((value) => value ?? null),
  categories: z.array(categorySchema),
  products: z.array(productSchema),
  total: z.number().catch(0),
});

export type CollectionPage = z.infer<typeof collectionPageSchema>;

export const productPageSchema = z.object({
  product: productSchema.nullish().transform((value) => value ?? null),
  reviews: z.array(reviewSchema).catch([]),
  related: z.array(productSchema).catch([]),
});

export type ProductPage = z.infer<typeof productPageSchema>;

export const addReviewEnvelopeSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  averageReview: z.number().optional(),
});

export type NewReview = { productId: string; reviewMessage: string; reviewValue: number };

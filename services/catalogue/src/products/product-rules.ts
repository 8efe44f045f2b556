import type { ColourInput, ProductInput } from '@boutique/contracts/catalogue/v1/catalogue_service';
import { isMediaLink } from '@boutique/service-kit';

/** The smallest price (and sale price, when set): ₹1, the least the payment provider takes. */
const MIN_PRICE_PAISE = 100;

export const PRODUCT_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  categoryNotFound: 'Category not found',
  pricePositive: 'Price must be greater than 0',
  priceMinimum: 'Price must be at least ₹1',
  saleBelowPrice: 'Sale price must be less than the price',
  saleMinimum: 'Sale price must be at least ₹1',
  totalStock: 'Total stock must be a non-negative integer',
  colourTitle: 'Colour title is required',
  colourInventory: 'Colour inventory must be a non-negative integer',
  watchAndBuyVideo: 'Watch and Buy requires an uploaded video',
  imageLink: 'Image must be a link',
  colourImageLink: 'Colour image must be a link',
  videoLink: 'Video must be a link',
  codeTaken: 'Product code is already used by another product',
  notFound: 'Product not found',
} as const;

const isNonNegativeInteger = (value: number) => Number.isInteger(value) && value >= 0;

/** The first rule a product input breaks (the admin form's order), or undefined. */
export function productProblem(input: ProductInput): string | undefined {
  if (!input.title?.trim()) return PRODUCT_MESSAGES.titleRequired;
  if (!input.description?.trim()) return PRODUCT_MESSAGES.descriptionRequired;
  if (!input.categoryId?.trim()) return PRODUCT_MESSAGES.categoryRequired;
  if (!Number.isInteger(input.price) || input.price <= 0) return PRODUCT_MESSAGES.pricePositive;
  if (input.price < MIN_PRICE_PAISE) return PRODUCT_MESSAGES.priceMinimum;
  const sale = input.salePrice ?? 0;
  if (!Number.isInteger(sale) || sale < 0) return PRODUCT_MESSAGES.saleBelowPrice;
  if (sale > 0 && sale < MIN_PRICE_PAISE) return PRODUCT_MESSAGES.saleMinimum;
  if (sale > 0 && sale >= input.price) return PRODUCT_MESSAGES.saleBelowPrice;
  const colours = input.colours ?? [];
  if (colours.length === 0 && !isNonNegativeInteger(input.totalStock))
    return PRODUCT_MESSAGES.totalStock;
  for (const colour of colours) {
    const problem = colourProblem(colour);
    if (problem) return problem;
  }
  const video = input.video?.trim() ?? '';
  if (video && !isMediaLink(video)) return PRODUCT_MESSAGES.videoLink;
  if (input.isWatchAndBuy && !video) return PRODUCT_MESSAGES.watchAndBuyVideo;
  const images = (input.images ?? []).map((url) => url.trim()).filter(Boolean);
  if (!images.every(isMediaLink)) return PRODUCT_MESSAGES.imageLink;
  return undefined;
}

function colourProblem(colour: ColourInput): string | undefined {
  if (!colour.title?.trim()) return PRODUCT_MESSAGES.colourTitle;
  if (!isNonNegativeInteger(colour.inventory)) return PRODUCT_MESSAGES.colourInventory;
  const image = colour.image?.trim() ?? '';
  if (image && !isMediaLink(image)) return PRODUCT_MESSAGES.colourImageLink;
  return undefined;
}

/** The input as stored: trimmed text, no blank image URLs. */
export function normalizeProduct(input: ProductInput) {
  return {
    title: input.title.trim(),
    secondTitle: (input.secondTitle ?? '').trim(),
    productCode: (input.productCode ?? '').trim(),
    description: input.description.trim(),
    categoryId: input.categoryId.trim(),
    isNewArrival: Boolean(input.isNewArrival),
    isFeatured: Boolean(input.isFeatured),
    isWatchAndBuy: Boolean(input.isWatchAndBuy),
    noReturns: Boolean(input.noReturns),
    price: input.price,
    salePrice: input.salePrice,
    totalStock: input.totalStock,
    baseTotalStock: input.baseTotalStock,
    images: (input.images ?? []).map((url) => url.trim()).filter(Boolean),
    video: (input.video ?? '').trim(),
    colours: (input.colours ?? []).map((colour) => ({
      id: (colour.id ?? '').trim(),
      title: colour.title.trim(),
      inventory: colour.inventory,
      image: (colour.image ?? '').trim(),
      baseInventory: colour.baseInventory,
    })),
  };
}

export type NormalizedProduct = ReturnType<typeof normalizeProduct>;

/**
 * The inventory to store after an admin edit. With a base (the value the form was loaded
 * with, >= 0) the edit is a delta on what is there now, so units reserved meanwhile stay
 * taken: current + (wanted - base), never below 0. A base of -1 sets the value absolutely.
 */
export function editedInventory(current: number, wanted: number, base: number): number {
  if (base < 0) return wanted;
  return Math.max(0, current + (wanted - base));
}

import { BadRequestException } from '@nestjs/common';
import type {
  CategoryInput as CategoryInputProto,
  ColourInput as ColourInputProto,
  ProductInput as ProductInputProto,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import { isMediaLink } from '@boutique/service-kit';
import { textOf } from '../common/body-fields.js';
import { MIN_PRICE_PAISE, hasWholePaise, numberFrom, toPaise } from '../common/money.js';
import type { AddReviewBody, CategoryInput, ProductInput } from './catalogue.shapes.js';

/**
 * The admin forms and the review as catalogue's requests, checked at the edge in the form's
 * order: the first broken rule is a 400 with the message of docs/api-catalogue.md.
 */
export const MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  priceRequired: 'Price is required',
  priceNumber: 'Price must be a number',
  pricePositive: 'Price must be greater than 0',
  priceDecimals: 'Price must have at most two decimals',
  priceMinimum: 'Price must be at least ₹1',
  salePriceNumber: 'Sale price must be a number',
  salePriceNegative: 'Sale price must not be negative',
  salePriceBelowPrice: 'Sale price must be less than the price',
  salePriceDecimals: 'Sale price must have at most two decimals',
  salePriceMinimum: 'Sale price must be at least ₹1',
  totalStock: 'Total stock must be a non-negative integer',
  colourTitle: 'Colour title is required',
  colourInventory: 'Colour inventory must be a non-negative integer',
  colours: 'Colours must be a list',
  images: 'Images must be a list of URLs',
  imageLink: 'Image must be a link',
  colourImageLink: 'Colour image must be a link',
  videoLink: 'Video must be a link',
  watchAndBuyVideo: 'Watch and Buy requires an uploaded video',
  textTooLong: (label: string, max: number) => `${label} must not exceed ${max} characters`,
  categoryNameRequired: 'Category name is required',
  ratingRange: 'Rating must be between 1 and 5',
  reviewMessageRequired: 'Review message is required',
  productIdRequired: 'Product id is required',
} as const;

const MAX_TEXT = 200;
const MAX_DESCRIPTION = 10_000;
const MAX_REVIEW = 2_000;
const MAX_IMAGES = 20;
const MAX_COLOURS = 50;
const MAX_INVENTORY = 1_000_000;
/** The largest price in rupees an int32 of paise holds with room to spare. */
const MAX_PRICE_RUPEES = 10_000_000;

function bad(message: string): never {
  throw new BadRequestException(message);
}

function boundedText(value: unknown, label: string, max: number): string {
  const result = textOf(value);
  if (result.length > max) bad(MESSAGES.textTooLong(label, max));
  return result;
}

function bool(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

/** A whole number >= 0 (numbers or numeric strings), or undefined. */
function count(value: unknown): number | undefined {
  const n = numberFrom(value);
  return n !== undefined && Number.isInteger(n) && n >= 0 && n <= MAX_INVENTORY ? n : undefined;
}

function urls(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const strings = list.filter((url): url is string => typeof url === 'string');
  if (list.length > MAX_IMAGES || strings.length !== list.length) bad(MESSAGES.images);
  const links = strings.map((url) => url.trim()).filter(Boolean);
  if (!links.every(isMediaLink)) bad(MESSAGES.imageLink);
  return links;
}

/**
 * An optional link (a colour's or category's image, a product's video): "" when absent,
 * else an http(s) URL or an uploaded /media/ path (the rule of banners and flyers).
 */
function optionalLink(value: unknown, message: string): string {
  const link = textOf(value);
  if (link && !isMediaLink(link)) bad(message);
  return link;
}

function price(value: unknown): number {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
    bad(MESSAGES.priceRequired);
  }
  const rupees = numberFrom(value);
  if (rupees === undefined) bad(MESSAGES.priceNumber);
  if (rupees <= 0) bad(MESSAGES.pricePositive);
  if (rupees > MAX_PRICE_RUPEES) bad(MESSAGES.priceNumber);
  if (!hasWholePaise(rupees)) bad(MESSAGES.priceDecimals);
  const paise = toPaise(rupees);
  if (paise < MIN_PRICE_PAISE) bad(MESSAGES.priceMinimum);
  return paise;
}

function salePrice(value: unknown, pricePaise: number): number {
  if (value === undefined || value === null || value === '') return 0;
  const rupees = numberFrom(value);
  if (rupees === undefined) bad(MESSAGES.salePriceNumber);
  if (rupees < 0) bad(MESSAGES.salePriceNegative);
  if (rupees > MAX_PRICE_RUPEES) bad(MESSAGES.salePriceNumber);
  if (!hasWholePaise(rupees)) bad(MESSAGES.salePriceDecimals);
  const paise = toPaise(rupees);
  if (paise > 0 && paise < MIN_PRICE_PAISE) bad(MESSAGES.salePriceMinimum);
  if (paise > 0 && paise >= pricePaise) bad(MESSAGES.salePriceBelowPrice);
  return paise;
}

/** -1 ("set absolutely") unless the form sent the value it was loaded with. */
function base(value: unknown): number {
  if (value === undefined || value === null || value === '') return -1;
  return count(value) ?? -1;
}

function colours(value: unknown): ColourInputProto[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_COLOURS) bad(MESSAGES.colours);
  return value.map((raw: unknown): ColourInputProto => {
    const colour = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const title = boundedText(colour.title, 'Colour title', MAX_TEXT);
    if (!title) bad(MESSAGES.colourTitle);
    const inventory = count(colour.inventory);
    if (inventory === undefined) bad(MESSAGES.colourInventory);
    return {
      id: textOf(colour._id) || textOf(colour.id),
      title,
      inventory,
      image: optionalLink(colour.image, MESSAGES.colourImageLink),
      baseInventory: base(colour.baseInventory),
    };
  });
}

/**
 * The product form as catalogue's ProductInput: rupees to paise, the first broken rule
 * as a 400 with the doc's message (catalogue checks again, and answers "Category not
 * found" and the product-code conflict).
 */
export function toProductInput(body: ProductInput): ProductInputProto {
  const title = boundedText(body.title, 'Title', MAX_TEXT);
  if (!title) bad(MESSAGES.titleRequired);
  const description = boundedText(body.description, 'Description', MAX_DESCRIPTION);
  if (!description) bad(MESSAGES.descriptionRequired);
  const categoryId = textOf(body.category);
  if (!categoryId) bad(MESSAGES.categoryRequired);
  const pricePaise = price(body.price);
  const salePaise = salePrice(body.salePrice, pricePaise);
  const colourList = colours(body.colors);
  let totalStock = 0;
  if (colourList.length === 0 && body.totalStock !== undefined && body.totalStock !== null) {
    const stock = count(body.totalStock);
    if (stock === undefined) bad(MESSAGES.totalStock);
    totalStock = stock;
  }
  const video = optionalLink(boundedText(body.video, 'Video', 2_000), MESSAGES.videoLink);
  const isWatchAndBuy = bool(body.isWatchAndBuy);
  if (isWatchAndBuy && !video) bad(MESSAGES.watchAndBuyVideo);
  return {
    title,
    secondTitle: boundedText(body.secondTitle, 'Second title', MAX_TEXT),
    productCode: boundedText(body.productCode, 'Product code', 100),
    description,
    categoryId,
    isNewArrival: bool(body.isNewArrival),
    isFeatured: bool(body.isFeatured),
    isWatchAndBuy,
    noReturns: bool(body.noReturns),
    price: pricePaise,
    salePrice: salePaise,
    totalStock,
    images: urls(body.image),
    colours: colourList,
    video,
    baseTotalStock: base(body.baseTotalStock),
  };
}

export function toCategoryInput(body: CategoryInput): CategoryInputProto {
  const name = boundedText(body.name, 'Category name', 100);
  if (!name) bad(MESSAGES.categoryNameRequired);
  const description = boundedText(body.description, 'Description', 2_000);
  if (!description) bad(MESSAGES.descriptionRequired);
  return { name, description, image: optionalLink(body.image, MESSAGES.imageLink), slug: '' };
}

export function toReviewFields(body: Partial<Record<keyof AddReviewBody, unknown>>) {
  const productId = textOf(body.productId);
  if (!productId) bad(MESSAGES.productIdRequired);
  const value = numberFrom(body.reviewValue);
  if (value === undefined || !Number.isInteger(value) || value < 1 || value > 5) {
    bad(MESSAGES.ratingRange);
  }
  const reviewMessage = boundedText(body.reviewMessage, 'Review message', MAX_REVIEW);
  if (!reviewMessage) bad(MESSAGES.reviewMessageRequired);
  return { productId, reviewMessage, reviewValue: value };
}

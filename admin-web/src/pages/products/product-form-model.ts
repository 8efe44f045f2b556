// Pure rules of the product form (docs/api-catalogue.md,
// "Product fields"): the form's values, what is still missing before Submit is enabled,
// the cross-field problems, and the payload sent to add or edit (rupees, at most two
// decimals; on edit, `baseInventory` per existing colour and `baseTotalStock`, the values
// the form was loaded with, so the server applies only the admin's difference and units
// reserved by checkouts meanwhile are not lost).
import { roundRupees } from '../../lib/money';
import type { AdminProduct, ProductPayload } from './products-api';

export interface ColourFormValue {
  /** Set for a colour the product already has (kept by the server). */
  _id?: string;
  title?: string;
  inventory?: number | null;
  image?: string;
}

export interface ProductFormValues {
  title?: string;
  secondTitle?: string;
  productCode?: string;
  description?: string;
  category?: string;
  price?: number | null;
  salePrice?: number | null;
  /** Only without colours; with colours the total is their sum. */
  totalStock?: number | null;
  isNewArrival?: boolean;
  isFeatured?: boolean;
  isWatchAndBuy?: boolean;
  /** "Not returnable (e.g. beaded or sequined work)": no return after delivery. */
  noReturns?: boolean;
  image?: string[];
  video?: string;
  colors?: ColourFormValue[];
}

/** What the form was loaded with, when editing. */
export interface ProductBaseline {
  totalStock: number;
  /** Inventory per existing colour id. */
  inventories: Record<string, number>;
}

/** The gateway's limits (gateway/src/catalogue/catalogue.forms.ts). */
export const MAX_IMAGES = 20;
export const MAX_COLOURS = 50;
export const MAX_INVENTORY = 1_000_000;
export const MAX_PRICE_RUPEES = 10_000_000;

export const PRODUCT_FORM_MESSAGES = {
  title: 'Title is required',
  description: 'Description is required',
  category: 'Category is required',
  price: 'Price is required',
  pricePositive: 'Price must be greater than 0',
  salePrice: 'Sale price must be less than the price',
  totalStock: 'Total stock must be a non-negative integer',
  colourTitle: 'Colour title is required',
  colourInventory: 'Colour inventory must be a non-negative integer',
  video: 'Watch and Buy requires an uploaded video',
} as const;

export function emptyProductForm(): ProductFormValues {
  return {
    title: '',
    secondTitle: '',
    productCode: '',
    description: '',
    category: undefined,
    price: null,
    salePrice: null,
    totalStock: null,
    isNewArrival: false,
    isFeatured: false,
    isWatchAndBuy: false,
    noReturns: false,
    image: [],
    video: '',
    colors: [],
  };
}

/** The form's values and baseline for editing a product. */
export function productToForm(product: AdminProduct): {
  values: ProductFormValues;
  baseline: ProductBaseline;
} {
  return {
    values: {
      title: product.title,
      secondTitle: product.secondTitle,
      productCode: product.productCode,
      description: product.description,
      category: product.category || undefined,
      price: product.price,
      salePrice: product.salePrice > 0 ? product.salePrice : null,
      totalStock: product.totalStock,
      isNewArrival: product.isNewArrival,
      isFeatured: product.isFeatured,
      isWatchAndBuy: product.isWatchAndBuy,
      noReturns: product.noReturns,
      image: [...product.image],
      video: product.video,
      colors: product.colors.map((colour) => ({
        ...(colour.id ? { _id: colour.id } : {}),
        title: colour.title,
        inventory: colour.inventory,
        image: colour.image,
      })),
    },
    baseline: {
      totalStock: product.totalStock,
      inventories: Object.fromEntries(
        product.colors.filter((c) => c.id).map((c) => [c.id, c.inventory]),
      ),
    },
  };
}

export const isNonNegativeInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** The colours the form holds (antd may leave holes while a row is being added). */
export function colourRows(values: ProductFormValues): ColourFormValue[] {
  return (values.colors ?? []).filter((c): c is ColourFormValue => c !== undefined && c !== null);
}

/** With colours, the total stock is the sum of their inventories (blank counts as 0). */
export function derivedTotalStock(colors: readonly ColourFormValue[]): number {
  return colors.reduce((sum, c) => sum + (isNonNegativeInteger(c.inventory) ? c.inventory : 0), 0);
}

/**
 * The required things still missing, in form order, as short names for the hint next to
 * Submit. Empty when the form may be submitted (other rules are checked as fields change).
 */
export function missingRequired(values: ProductFormValues): string[] {
  const missing: string[] = [];
  if (blank(values.title)) missing.push('title');
  if (blank(values.description)) missing.push('description');
  if (!values.category) missing.push('category');
  if (typeof values.price !== 'number') missing.push('price');
  const colors = colourRows(values);
  if (colors.length === 0 && typeof values.totalStock !== 'number') missing.push('total stock');
  colors.forEach((colour, index) => {
    if (blank(colour.title)) missing.push(`colour ${index + 1} title`);
    if (typeof colour.inventory !== 'number') missing.push(`colour ${index + 1} inventory`);
  });
  if (values.isWatchAndBuy && blank(values.video)) missing.push('video');
  return missing;
}

export interface FormProblem {
  /** The antd field name path. */
  field: (string | number)[];
  message: string;
}

/** Rules on filled fields (the server checks them too, with the same messages). */
export function formProblems(values: ProductFormValues): FormProblem[] {
  const problems: FormProblem[] = [];
  const { price, salePrice } = values;
  if (typeof price === 'number' && price <= 0) {
    problems.push({ field: ['price'], message: PRODUCT_FORM_MESSAGES.pricePositive });
  }
  if (
    typeof price === 'number' &&
    typeof salePrice === 'number' &&
    salePrice > 0 &&
    salePrice >= price
  ) {
    problems.push({ field: ['salePrice'], message: PRODUCT_FORM_MESSAGES.salePrice });
  }
  const colors = colourRows(values);
  if (
    colors.length === 0 &&
    typeof values.totalStock === 'number' &&
    !isNonNegativeInteger(values.totalStock)
  ) {
    problems.push({ field: ['totalStock'], message: PRODUCT_FORM_MESSAGES.totalStock });
  }
  colors.forEach((colour, index) => {
    if (typeof colour.inventory === 'number' && !isNonNegativeInteger(colour.inventory)) {
      problems.push({
        field: ['colors', index, 'inventory'],
        message: PRODUCT_FORM_MESSAGES.colourInventory,
      });
    }
  });
  return problems;
}

/** Submit is enabled when nothing required is missing, no rule fails and nothing uploads. */
export function canSubmit(values: ProductFormValues, uploading: boolean): boolean {
  return !uploading && missingRequired(values).length === 0 && formProblems(values).length === 0;
}

/**
 * What add (no baseline) or edit (with the loaded baseline) sends. Texts are trimmed,
 * amounts rounded to paise, a blank sale price is 0, and with colours the total stock is
 * their sum.
 */
export function buildProductPayload(
  values: ProductFormValues,
  baseline?: ProductBaseline,
): ProductPayload {
  const colors = colourRows(values).map((colour) => {
    const id = colour._id;
    const base = id !== undefined && baseline ? baseline.inventories[id] : undefined;
    return {
      ...(id ? { _id: id } : {}),
      title: (colour.title ?? '').trim(),
      inventory: colour.inventory ?? 0,
      image: colour.image ?? '',
      ...(base !== undefined ? { baseInventory: base } : {}),
    };
  });
  const salePrice = typeof values.salePrice === 'number' ? roundRupees(values.salePrice) : 0;
  return {
    title: (values.title ?? '').trim(),
    secondTitle: (values.secondTitle ?? '').trim(),
    productCode: (values.productCode ?? '').trim(),
    description: (values.description ?? '').trim(),
    category: values.category ?? '',
    isNewArrival: values.isNewArrival ?? false,
    isFeatured: values.isFeatured ?? false,
    isWatchAndBuy: values.isWatchAndBuy ?? false,
    noReturns: values.noReturns ?? false,
    price: roundRupees(values.price ?? 0),
    salePrice,
    totalStock: colors.length > 0 ? derivedTotalStock(colors) : (values.totalStock ?? 0),
    image: [...(values.image ?? [])],
    video: values.video ?? '',
    colors,
    ...(baseline ? { baseTotalStock: baseline.totalStock } : {}),
  };
}

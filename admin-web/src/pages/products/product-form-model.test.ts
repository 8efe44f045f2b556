import { describe, expect, it } from 'vitest';
import type { AdminProduct } from './products-api';
import {
  buildProductPayload,
  canSubmit,
  derivedTotalStock,
  emptyProductForm,
  formProblems,
  missingRequired,
  productToForm,
  type ProductFormValues,
} from './product-form-model';

const filled = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  title: '  Kora Organza Saree ',
  secondTitle: 'Handwoven',
  productCode: ' KO-101 ',
  description: 'Fabric: organza',
  category: 'c1',
  price: 2499.5,
  salePrice: null,
  totalStock: 7,
  ...overrides,
});

const stored: AdminProduct = {
  id: 'p1',
  title: 'Tussar Silk',
  secondTitle: '',
  productCode: 'TS-1',
  description: 'Soft',
  category: 'c2',
  categoryName: 'Tussars',
  isNewArrival: true,
  isFeatured: false,
  isWatchAndBuy: false,
  noReturns: true,
  price: 4000,
  salePrice: 3500,
  totalStock: 9,
  averageReview: 4,
  reviewCount: 2,
  image: ['/media/images/a/1024.jpg'],
  colors: [
    { id: 'k1', title: 'Red', inventory: 4, image: '' },
    { id: 'k2', title: 'Blue', inventory: 5, image: '/media/images/b/640.jpg' },
  ],
  video: '',
};

describe('missingRequired', () => {
  it('lists everything required on an empty form', () => {
    expect(missingRequired(emptyProductForm())).toEqual([
      'title',
      'description',
      'category',
      'price',
      'total stock',
    ]);
  });

  it('needs nothing more once filled; code, second title, sale price, images are optional', () => {
    expect(missingRequired(filled({ productCode: '', secondTitle: '', image: [] }))).toEqual([]);
  });

  it('treats blank text as missing', () => {
    expect(missingRequired(filled({ title: '   ', description: '\n' }))).toEqual([
      'title',
      'description',
    ]);
  });

  it('does not need total stock with colours, but each colour title and inventory', () => {
    const values = filled({
      totalStock: null,
      colors: [
        { title: 'Red', inventory: 2 },
        { title: ' ', inventory: null },
      ],
    });
    expect(missingRequired(values)).toEqual(['colour 2 title', 'colour 2 inventory']);
  });

  it('accepts a total stock of 0', () => {
    expect(missingRequired(filled({ totalStock: 0 }))).toEqual([]);
  });

  it('needs an uploaded video for Watch and Buy', () => {
    expect(missingRequired(filled({ isWatchAndBuy: true, video: '' }))).toEqual(['video']);
    expect(
      missingRequired(filled({ isWatchAndBuy: true, video: '/media/videos/v/video.mp4' })),
    ).toEqual([]);
  });
});

describe('formProblems', () => {
  it('wants a price above 0', () => {
    expect(formProblems(filled({ price: 0 }))).toEqual([
      { field: ['price'], message: 'Price must be greater than 0' },
    ]);
  });
  it('wants the sale price below the price (0 or blank means none)', () => {
    expect(formProblems(filled({ price: 1000, salePrice: 1000 }))).toEqual([
      { field: ['salePrice'], message: 'Sale price must be less than the price' },
    ]);
    expect(formProblems(filled({ price: 1000, salePrice: 999.99 }))).toEqual([]);
    expect(formProblems(filled({ price: 1000, salePrice: 0 }))).toEqual([]);
  });
  it('wants whole, non-negative stock', () => {
    expect(formProblems(filled({ totalStock: 1.5 }))[0]?.message).toBe(
      'Total stock must be a non-negative integer',
    );
    expect(formProblems(filled({ colors: [{ title: 'Red', inventory: -1 }] }))[0]).toEqual({
      field: ['colors', 0, 'inventory'],
      message: 'Colour inventory must be a non-negative integer',
    });
  });
});

describe('canSubmit', () => {
  it('is false while an upload is in progress', () => {
    expect(canSubmit(filled(), false)).toBe(true);
    expect(canSubmit(filled(), true)).toBe(false);
  });
  it('is false while something is missing or wrong', () => {
    expect(canSubmit(filled({ category: undefined }), false)).toBe(false);
    expect(canSubmit(filled({ salePrice: 5000 }), false)).toBe(false);
  });
});

describe('derivedTotalStock', () => {
  it('sums colour inventories, blanks as 0', () => {
    expect(derivedTotalStock([{ inventory: 3 }, { inventory: 4 }, { inventory: null }])).toBe(7);
    expect(derivedTotalStock([])).toBe(0);
  });
});

describe('buildProductPayload', () => {
  it('builds an add payload in rupees, trimmed, blank sale price as 0', () => {
    expect(buildProductPayload(filled({ image: ['/media/images/a/1024.jpg'] }))).toEqual({
      title: 'Kora Organza Saree',
      secondTitle: 'Handwoven',
      productCode: 'KO-101',
      description: 'Fabric: organza',
      category: 'c1',
      isNewArrival: false,
      isFeatured: false,
      isWatchAndBuy: false,
      noReturns: false,
      price: 2499.5,
      salePrice: 0,
      totalStock: 7,
      image: ['/media/images/a/1024.jpg'],
      video: '',
      colors: [],
    });
  });

  it('rounds amounts to paise', () => {
    const payload = buildProductPayload(filled({ price: 1999.999, salePrice: 1499.555 }));
    expect(payload.price).toBe(2000);
    expect(payload.salePrice).toBe(1499.56);
  });

  it('derives the total stock from the colours and sends no baseline on add', () => {
    const payload = buildProductPayload(
      filled({
        totalStock: 50,
        colors: [
          { title: ' Red ', inventory: 3, image: '/media/images/r/320.jpg' },
          { title: 'Green', inventory: 2 },
        ],
      }),
    );
    expect(payload.totalStock).toBe(5);
    expect(payload.colors).toEqual([
      { title: 'Red', inventory: 3, image: '/media/images/r/320.jpg' },
      { title: 'Green', inventory: 2, image: '' },
    ]);
    expect(payload).not.toHaveProperty('baseTotalStock');
  });

  it('on edit, sends each existing colour with the inventory it was loaded with', () => {
    const { values, baseline } = productToForm(stored);
    // The admin adds 6 red, leaves blue, adds a new colour.
    values.colors = [
      { ...values.colors![0], inventory: 10 },
      values.colors![1]!,
      { title: 'Gold', inventory: 1 },
    ];
    const payload = buildProductPayload(values, baseline);
    expect(payload.colors).toEqual([
      { _id: 'k1', title: 'Red', inventory: 10, image: '', baseInventory: 4 },
      {
        _id: 'k2',
        title: 'Blue',
        inventory: 5,
        image: '/media/images/b/640.jpg',
        baseInventory: 5,
      },
      { title: 'Gold', inventory: 1, image: '' },
    ]);
    expect(payload.baseTotalStock).toBe(9);
    expect(payload.totalStock).toBe(16);
    expect(payload.salePrice).toBe(3500);
  });

  it('on edit without colours, sends the loaded total stock as baseTotalStock', () => {
    const { values, baseline } = productToForm({ ...stored, colors: [], totalStock: 12 });
    values.totalStock = 20;
    const payload = buildProductPayload(values, baseline);
    expect(payload.totalStock).toBe(20);
    expect(payload.baseTotalStock).toBe(12);
    expect(payload.colors).toEqual([]);
  });
});

describe('productToForm', () => {
  it('loads every field; no sale price shows blank', () => {
    const { values } = productToForm({ ...stored, salePrice: 0 });
    expect(values.salePrice).toBeNull();
    expect(values.category).toBe('c2');
    expect(values.colors?.[0]).toEqual({ _id: 'k1', title: 'Red', inventory: 4, image: '' });
  });

  it('loads "Not returnable" and sends it back as toggled', () => {
    const { values, baseline } = productToForm(stored);
    expect(values.noReturns).toBe(true);
    expect(buildProductPayload(values, baseline).noReturns).toBe(true);
    expect(buildProductPayload({ ...values, noReturns: false }, baseline).noReturns).toBe(false);
    expect(productToForm({ ...stored, noReturns: false }).values.noReturns).toBe(false);
  });
});

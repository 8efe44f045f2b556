import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Product } from '@boutique/contracts/catalogue/v1/catalogue_service';
import {
  lineRuleProblem,
  oneLineAddress,
  priceLines,
  shortageMessage,
  stockMessage,
} from './pricing.js';

function product(fields: Partial<Product> & { id: string; title: string }): Product {
  return {
    secondTitle: '',
    productCode: 'C-1',
    description: '',
    categoryId: 'cat',
    isNewArrival: false,
    isFeatured: false,
    isWatchAndBuy: false,
    noReturns: false,
    price: 100_000,
    salePrice: 0,
    totalStock: 5,
    averageReview: 0,
    reviewCount: 0,
    images: ['/media/a.jpg', '/media/b.jpg'],
    colours: [],
    video: '',
    createdAt: '',
    updatedAt: '',
    categorySlug: '',
    categoryName: '',
    ...fields,
  };
}

const plain = product({ id: 'p1', title: 'Plain', price: 150_000, salePrice: 120_000 });
const silk = product({
  id: 'p2',
  title: 'Silk',
  price: 200_000,
  colours: [
    { id: 'red', title: 'Red', inventory: 0, image: '' },
    { id: 'gold', title: 'Gold', inventory: 2, image: '' },
  ],
});
const catalogue = new Map([plain, silk].map((p) => [p.id, p]));

describe('pricing', () => {
  it('charges the sale price when above 0, snapshots catalogue and merges duplicate lines', () => {
    const pricing = priceLines(
      [
        { productId: 'p1', colourId: '', quantity: 1 },
        { productId: 'p2', colourId: 'gold', quantity: 1 },
        { productId: 'p1', colourId: '', quantity: 2 },
        // No colour: the first colour with inventory (gold), merged with the line above.
        { productId: 'p2', colourId: '', quantity: 1 },
      ],
      catalogue,
    );
    assert.deepEqual(pricing.problems, []);
    assert.deepEqual(
      pricing.lines.map((l) => [l.productId, l.colourId, l.quantity, l.price, l.lineTotal]),
      [
        ['p1', '', 3, 120_000, 360_000],
        ['p2', 'gold', 2, 200_000, 400_000],
      ],
    );
    assert.equal(pricing.total, 760_000);
    assert.equal(pricing.lines[1].colourTitle, 'Gold');
    assert.equal(pricing.lines[1].image, '/media/a.jpg');
    assert.equal(pricing.lines[0].productCode, 'C-1');
  });

  it('words stock and missing problems with the user-facing messages, first line first', () => {
    const pricing = priceLines(
      [
        { productId: 'p2', colourId: 'gold', quantity: 3 },
        { productId: 'gone', colourId: '', quantity: 1 },
        { productId: 'p2', colourId: 'red', quantity: 1 },
        { productId: 'p2', colourId: 'blue', quantity: 1 },
        { productId: 'p1', colourId: '', quantity: 6 },
      ],
      catalogue,
    );
    assert.deepEqual(pricing.problems, [
      'Sorry, only 2 item(s) of "Silk" in Gold is/are available. Please reduce the quantity.',
      'Sorry, "This item" is no longer available.',
      'Sorry, "Silk" in Red is currently out of stock.',
      'Sorry, "Silk" is no longer available.',
      'Sorry, only 5 item(s) of "Plain" is/are available. Please reduce the quantity.',
    ]);
  });

  it('words catalogue shortages and a product whose colours are all sold out', () => {
    assert.equal(stockMessage('Plain', '', 0), 'Sorry, "Plain" is currently out of stock.');
    assert.equal(
      shortageMessage({
        productId: 'p',
        colourId: '',
        title: 'Cotton',
        colourTitle: '',
        requested: 3,
        available: 1,
        missing: false,
      }),
      'Sorry, only 1 item(s) of "Cotton" is/are available. Please reduce the quantity.',
    );
    const soldOut = product({
      id: 'p3',
      title: 'Sold',
      colours: [{ id: 'k', title: 'Black', inventory: 0, image: '' }],
    });
    assert.deepEqual(
      priceLines([{ productId: 'p3', colourId: '', quantity: 1 }], new Map([['p3', soldOut]]))
        .problems,
      ['Sorry, "Sold" is currently out of stock.'],
    );
  });

  it('refuses quantities below 1 or not whole', () => {
    assert.equal(
      lineRuleProblem([{ productId: 'p', colourId: '', quantity: 0 }]),
      'Quantity must be a whole number of at least 1',
    );
    assert.equal(
      lineRuleProblem([{ productId: 'p', colourId: '', quantity: -2 }]),
      'Quantity must be a whole number of at least 1',
    );
    assert.equal(lineRuleProblem([{ productId: 'p', colourId: '', quantity: 2 }]), undefined);
  });

  it('writes the address on one line', () => {
    assert.equal(
      oneLineAddress({ address: '12 MG Road', city: 'Chennai', pincode: '600001', state: 'TN' }),
      '12 MG Road, Chennai - 600001, TN',
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CartRuleError,
  checkQuantity,
  checkStock,
  isProductId,
  lineStillExists,
  onlyAvailable,
  resolveColour,
  unitPrice,
  type StockProduct,
} from './cart-rules.js';

const saree = (colours: StockProduct['colours'], totalStock?: number): StockProduct => ({
  id: 'p1',
  colours,
  totalStock: totalStock ?? colours.reduce((sum, colour) => sum + colour.inventory, 0),
});
const red = { id: 'red', title: 'Red', inventory: 0 };
const blue = { id: 'blue', title: 'Blue', inventory: 3 };
const green = { id: 'green', title: 'Green', inventory: 7 };

/** Asserts `run` throws a CartRuleError of `kind` with exactly `message`. */
function throwsRule(run: () => unknown, kind: CartRuleError['kind'], message: string) {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof CartRuleError);
    assert.equal(error.kind, kind);
    assert.equal(error.message, message);
    return true;
  });
}

describe('cart rules', () => {
  it('accepts whole quantities of at least 1 only', () => {
    assert.equal(checkQuantity(1), 1);
    assert.equal(checkQuantity(12), 12);
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      throwsRule(
        () => checkQuantity(bad),
        'invalid',
        'Quantity must be a whole number of at least 1',
      );
    }
  });

  it('defaults to the first colour with inventory above 0', () => {
    assert.equal(resolveColour(saree([red, blue, green]), ''), 'blue');
    assert.equal(resolveColour(saree([red, blue, green]), 'green'), 'green');
    assert.equal(resolveColour(saree([], 4), ''), '');
  });

  it('refuses a product with no stock, then one whose colours are all out of stock', () => {
    throwsRule(
      () => resolveColour(saree([red]), ''),
      'out-of-stock',
      'This product is out of stock',
    );
    throwsRule(
      () => resolveColour(saree([], 0), ''),
      'out-of-stock',
      'This product is out of stock',
    );
    // total stock out of step with the colours (never in catalogue, but the rule holds)
    throwsRule(
      () => resolveColour(saree([red], 5), ''),
      'out-of-stock',
      'All colors are out of stock',
    );
  });

  it('checks a line against its colour: missing, out of stock, over the inventory', () => {
    const product = saree([red, blue, green]);
    checkStock(product, 'blue', 3);
    throwsRule(() => checkStock(product, 'pink', 1), 'not-found', 'Selected color not found');
    throwsRule(
      () => checkStock(product, 'red', 1),
      'out-of-stock',
      'Selected color is out of stock',
    );
    throwsRule(
      () => checkStock(product, 'blue', 4),
      'out-of-stock',
      'Only 3 quantity available for Blue',
    );
  });

  it('checks a product without colours against its own stock', () => {
    const plain = saree([], 2);
    checkStock(plain, '', 2);
    throwsRule(
      () => checkStock(plain, '', 3),
      'out-of-stock',
      'Only 2 quantity available for this item',
    );
    throwsRule(() => checkStock(plain, 'red', 1), 'not-found', 'Selected color not found');
    throwsRule(
      () => checkStock(saree([], 0), '', 1),
      'out-of-stock',
      'This product is out of stock',
    );
  });

  it('words the limit message with the colour or the item', () => {
    assert.equal(onlyAvailable(2, 'Red'), 'Only 2 quantity available for Red');
    assert.equal(onlyAvailable(5), 'Only 5 quantity available for this item');
  });

  it('prices at the sale price when above 0', () => {
    assert.equal(unitPrice({ price: 150_000, salePrice: 120_000 }), 120_000);
    assert.equal(unitPrice({ price: 150_000, salePrice: 0 }), 150_000);
  });

  it('keeps a line only while its product and colour exist', () => {
    assert.equal(lineStillExists(undefined, ''), false);
    assert.equal(lineStillExists(saree([blue]), 'blue'), true);
    assert.equal(lineStillExists(saree([blue]), 'red'), false);
    assert.equal(lineStillExists(saree([blue]), ''), false);
    assert.equal(lineStillExists(saree([], 3), ''), true);
    assert.equal(lineStillExists(saree([], 3), 'blue'), false);
  });

  it('recognises catalogue product ids', () => {
    assert.equal(isProductId('0b6f2a6e-5c1d-4f7e-9a43-2d3c1b0a9e8f'), true);
    assert.equal(isProductId('not-a-product'), false);
    assert.equal(isProductId(''), false);
  });
});

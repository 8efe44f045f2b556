import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { crossedLow, lineProblem, resolveLines, type StockProduct } from './stock-rules.js';

const saree: StockProduct = {
  id: 'b-product',
  title: 'Organza saree',
  totalStock: 9,
  colours: [
    { id: 'c-red', title: 'Red', inventory: 0 },
    { id: 'a-blue', title: 'Blue', inventory: 4 },
  ],
};
const plain: StockProduct = { id: 'a-product', title: 'Cotton saree', totalStock: 3, colours: [] };
const products = new Map([
  [saree.id, saree],
  [plain.id, plain],
]);

describe('stock rules', () => {
  it('sums lines for the same colour and orders units by product then colour', () => {
    const { lines, shortages } = resolveLines(
      [
        { productId: 'b-product', colourId: 'c-red', quantity: 1 },
        { productId: 'b-product', colourId: 'a-blue', quantity: 1 },
        { productId: 'b-product', colourId: 'c-red', quantity: 2 },
        { productId: 'a-product', colourId: '', quantity: 1 },
      ],
      products,
    );
    assert.deepEqual(shortages, []);
    assert.deepEqual(
      lines.map((l) => [l.productId, l.colourId, l.quantity]),
      [
        ['a-product', '', 1],
        ['b-product', 'a-blue', 1],
        ['b-product', 'c-red', 3],
      ],
    );
  });

  it('takes the first colour with inventory when no colour is named', () => {
    const { lines } = resolveLines(
      [{ productId: 'b-product', colourId: '', quantity: 2 }],
      products,
    );
    assert.equal(lines[0].colourId, 'a-blue');
    assert.equal(lines[0].colourTitle, 'Blue');
  });

  it('marks unknown products and colours missing', () => {
    const { lines, shortages } = resolveLines(
      [
        { productId: 'gone', colourId: '', quantity: 1 },
        { productId: 'b-product', colourId: 'nope', quantity: 1 },
        { productId: 'a-product', colourId: 'nope', quantity: 1 },
      ],
      products,
    );
    assert.equal(lines.length, 0);
    assert.equal(shortages.length, 3);
    assert.ok(shortages.every((s) => s.missing));
    assert.equal(shortages[1].title, 'Organza saree');
  });

  it('refuses non-positive quantities', () => {
    assert.equal(
      lineProblem({ productId: 'x', colourId: '', quantity: 0 }),
      'Quantity must be a positive integer',
    );
    assert.equal(lineProblem({ productId: 'x', colourId: '', quantity: 2 }), undefined);
  });

  it('fires stock-low once, when a unit falls from 5 or more to under 5', () => {
    assert.ok(crossedLow(5, 4));
    assert.ok(crossedLow(10, 0));
    assert.ok(!crossedLow(4, 3));
    assert.ok(!crossedLow(9, 5));
  });
});

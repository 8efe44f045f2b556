import { describe, expect, it } from 'vitest';
import type { CheckoutLine } from '../types/checkout';
import { lineKey, lineProblems, refusedLines, stockProblem } from './line-problems';

const line = (overrides: Partial<CheckoutLine>): CheckoutLine => ({
  productId: 'p1',
  colorId: 'red',
  title: 'Kora Organza',
  productCode: 'KO-1',
  image: '',
  price: 2000,
  salePrice: 0,
  quantity: 3,
  colourTitle: 'Red',
  available: 10,
  productAvailable: 12,
  ...overrides,
});

describe('checkout line problems', () => {
  it('reads the stock: fewer left, a colour sold out, the saree sold out, nothing known', () => {
    expect(stockProblem(line({ available: 2 }))?.message).toBe('Only 2 left in Red');
    expect(stockProblem(line({ colorId: null, colourTitle: '', available: 1 }))?.message).toBe(
      'Only 1 left',
    );
    expect(stockProblem(line({ available: 0 }))?.message).toBe(
      'Sold out in Red: choose another colour or remove it',
    );
    expect(stockProblem(line({ available: 0, productAvailable: 0 }))?.message).toBe(
      'This saree is sold out',
    );
    expect(stockProblem(line({ available: 3 }))).toBeNull();
    expect(stockProblem(line({ available: null, productAvailable: null }))).toBeNull();
  });

  it("maps the server's problems to lines by title and colour; the rest are unmatched", () => {
    const red = line({});
    const blue = line({ colorId: 'blue', colourTitle: 'Blue' });
    const plain = line({ productId: 'p2', colorId: null, colourTitle: '', title: 'Mul Cotton' });
    const { refused, unmatched } = refusedLines(
      [red, blue, plain],
      [
        'Sorry, only 1 item(s) of "Kora Organza" in Blue is/are available. Please reduce the quantity.',
        'Sorry, "Mul Cotton" is currently out of stock.',
        'Sorry, "Gone Saree" is no longer available.',
      ],
    );
    expect(refused.map((entry) => entry.key)).toEqual([lineKey(blue), lineKey(plain)]);
    expect(unmatched).toEqual(['Sorry, "Gone Saree" is no longer available.']);
  });

  it("keeps the server's word until the line changes; the stock's word comes first", () => {
    const refused = [{ key: lineKey(line({})), quantity: 3, message: 'Sorry, refused.' }];
    expect(lineProblems([line({})], refused).get('p1:red')?.message).toBe('Sorry, refused.');
    expect(lineProblems([line({ quantity: 2 })], refused).size).toBe(0);
    expect(lineProblems([line({ available: 1 })], refused).get('p1:red')?.message).toBe(
      'Only 1 left in Red',
    );
  });
});

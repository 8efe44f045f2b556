import { describe, expect, it } from 'vitest';
import { readCollectionPage, readProduct, readProductList } from './catalogue';

describe('catalogue readers', () => {
  it('reads a REST product with _id and fills what is missing', () => {
    const product = readProduct({
      _id: 'p1',
      title: 'Kora Organza',
      price: '2999',
      salePrice: 1999.5,
      colors: [{ _id: 'c1', title: 'Gold', inventory: 3 }],
      image: ['/media/images/a/1024.jpg', null],
      isFeatured: true,
    });
    expect(product).toMatchObject({
      id: 'p1',
      title: 'Kora Organza',
      price: 2999,
      salePrice: 1999.5,
      totalStock: 0,
      isFeatured: true,
      isNewArrival: false,
      image: ['/media/images/a/1024.jpg'],
      colors: [{ id: 'c1', title: 'Gold', inventory: 3, image: '' }],
      noReturns: false,
    });
    expect(readProduct({ id: 'p2', noReturns: true }).noReturns).toBe(true);
  });

  it('reads page answers and list envelopes', () => {
    expect(readCollectionPage({ category: null, products: [{ id: 'x' }], total: 1 })).toEqual({
      category: null,
      categories: [],
      products: [expect.objectContaining({ id: 'x' })],
      total: 1,
    });
    expect(readProductList({ success: true, data: [{ id: 'a' }] })).toHaveLength(1);
    expect(readProductList({ success: false })).toEqual([]);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProductInput } from '@boutique/contracts/catalogue/v1/catalogue_service';
import { editedInventory, normalizeProduct, productProblem } from './product-rules.js';

const valid: ProductInput = {
  title: 'Kanchi silk',
  secondTitle: '',
  productCode: 'SR1',
  description: 'Handwoven',
  categoryId: '6f1c1c1e-0000-4000-8000-000000000001',
  isNewArrival: false,
  isFeatured: false,
  isWatchAndBuy: false,
  noReturns: false,
  price: 250_000,
  salePrice: 0,
  totalStock: 3,
  images: [],
  colours: [],
  video: '',
  baseTotalStock: -1,
};
const problem = (patch: Partial<ProductInput>) => productProblem({ ...valid, ...patch });
const colour = { id: '', title: 'Red', inventory: 2, image: '', baseInventory: -1 };

describe('product rules', () => {
  it('accepts a valid product', () => assert.equal(problem({}), undefined));

  it('gives the admin form messages', () => {
    assert.equal(problem({ title: '  ' }), 'Title is required');
    assert.equal(problem({ description: '' }), 'Description is required');
    assert.equal(problem({ categoryId: '' }), 'Category is required');
    assert.equal(problem({ price: 0 }), 'Price must be greater than 0');
    assert.equal(problem({ price: -5 }), 'Price must be greater than 0');
    assert.equal(problem({ salePrice: 250_000 }), 'Sale price must be less than the price');
    assert.equal(problem({ salePrice: -1 }), 'Sale price must be less than the price');
    assert.equal(problem({ salePrice: 199_900 }), undefined);
    assert.equal(problem({ totalStock: -1 }), 'Total stock must be a non-negative integer');
    assert.equal(problem({ totalStock: 1.5 }), 'Total stock must be a non-negative integer');
    assert.equal(problem({ colours: [{ ...colour, title: ' ' }] }), 'Colour title is required');
    assert.equal(
      problem({ colours: [{ ...colour, inventory: -1 }] }),
      'Colour inventory must be a non-negative integer',
    );
    assert.equal(problem({ isWatchAndBuy: true }), 'Watch and Buy requires an uploaded video');
    assert.equal(problem({ isWatchAndBuy: true, video: '/media/videos/x/video.mp4' }), undefined);
  });

  it('a price (and a sale price, when set) is at least ₹1: the provider refuses less', () => {
    assert.equal(problem({ price: 99 }), 'Price must be at least ₹1');
    assert.equal(problem({ price: 100 }), undefined);
    assert.equal(problem({ price: 1.5 }), 'Price must be greater than 0');
    assert.equal(problem({ salePrice: 50 }), 'Sale price must be at least ₹1');
    assert.equal(problem({ salePrice: 100 }), undefined);
  });

  it('images, colour images and the video are http(s) links or uploaded /media/ paths', () => {
    for (const link of ['javascript:alert(1)', 'data:image/png;base64,AA', '/etc/passwd', 'x']) {
      assert.equal(problem({ images: [link] }), 'Image must be a link', link);
      assert.equal(
        problem({ colours: [{ ...colour, image: link }] }),
        'Colour image must be a link',
        link,
      );
      assert.equal(problem({ video: link }), 'Video must be a link', link);
    }
    assert.equal(
      problem({
        images: ['https://cdn.example.com/a.jpg', '/media/images/a/1024.jpg', ' '],
        colours: [{ ...colour, image: '/media/images/b/640.jpg' }],
        video: 'https://cdn.example.com/v.mp4',
      }),
      undefined,
    );
  });

  it('ignores the product stock when colours carry the inventory', () => {
    assert.equal(problem({ totalStock: -1, colours: [colour] }), undefined);
  });

  it('applies an edit as a delta against the inventory the form was loaded with, never below 0', () => {
    assert.equal(editedInventory(7, 15, 10), 12);
    assert.equal(editedInventory(2, 0, 10), 0);
    assert.equal(editedInventory(7, 15, -1), 15);
    assert.equal(editedInventory(7, 10, 10), 7);
  });

  it('normalizes text and drops blank image URLs', () => {
    const data = normalizeProduct({ ...valid, title: ' Kanchi ', images: [' a.jpg ', ''] });
    assert.equal(data.title, 'Kanchi');
    assert.deepEqual(data.images, ['a.jpg']);
  });
});

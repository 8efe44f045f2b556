import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { MESSAGES, toProductInput, toReviewFields, type ProductInput } from './catalogue.inputs.js';

const FORM: ProductInput = {
  title: ' Kanchi ',
  description: 'Handwoven',
  category: 'cat-1',
  price: 1499.5,
};

function refused(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof BadRequestException);
    return error.message;
  }
  assert.fail('expected a 400');
}

describe('toProductInput', () => {
  it('converts rupees to paise and fills the defaults', () => {
    const input = toProductInput({
      ...FORM,
      salePrice: '999.99' as never,
      image: '/a.jpg' as never,
    });
    assert.equal(input.title, 'Kanchi');
    assert.equal(input.price, 149_950);
    assert.equal(input.salePrice, 99_999);
    assert.deepEqual(input.images, ['/a.jpg']);
    assert.equal(input.baseTotalStock, -1);
    assert.equal(input.totalStock, 0);
  });

  it('ignores totalStock when there are colours; keeps colour ids and bases', () => {
    const input = toProductInput({
      ...FORM,
      totalStock: -4,
      colors: [{ _id: 'c1', title: 'Red', inventory: 3, baseInventory: 2 }],
    });
    assert.equal(input.totalStock, 0);
    assert.deepEqual(input.colours, [
      { id: 'c1', title: 'Red', inventory: 3, image: '', baseInventory: 2 },
    ]);
  });

  it('answers the first broken rule in the form order', () => {
    assert.equal(
      refused(() => toProductInput({})),
      MESSAGES.titleRequired,
    );
    assert.equal(
      refused(() => toProductInput({ ...FORM, price: 'abc' as never })),
      MESSAGES.priceNumber,
    );
    assert.equal(
      refused(() => toProductInput({ ...FORM, salePrice: -1 })),
      MESSAGES.salePriceNegative,
    );
    assert.equal(
      refused(() => toProductInput({ ...FORM, salePrice: 2000, totalStock: -1 })),
      MESSAGES.salePriceBelowPrice,
    );
    assert.equal(
      refused(() => toProductInput({ ...FORM, isWatchAndBuy: true, video: ' ' })),
      MESSAGES.watchAndBuyVideo,
    );
    assert.equal(
      refused(() => toProductInput({ ...FORM, image: [1] as never })),
      MESSAGES.images,
    );
  });
});

describe('toReviewFields', () => {
  it('rating 1 to 5 (whole), then the message', () => {
    assert.deepEqual(toReviewFields({ productId: 'p', reviewMessage: ' ok ', reviewValue: '5' }), {
      productId: 'p',
      reviewMessage: 'ok',
      reviewValue: 5,
    });
    assert.equal(
      refused(() => toReviewFields({ productId: 'p', reviewValue: 4.5 })),
      MESSAGES.ratingRange,
    );
    assert.equal(
      refused(() => toReviewFields({ productId: 'p', reviewValue: 4 })),
      MESSAGES.reviewMessageRequired,
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { MESSAGES, toCategoryInput, toProductInput, toReviewFields } from './catalogue.forms.js';
import type { ProductInput } from './catalogue.shapes.js';

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
      image: '/media/images/a/1024.jpg' as never,
    });
    assert.equal(input.title, 'Kanchi');
    assert.equal(input.price, 149_950);
    assert.equal(input.salePrice, 99_999);
    assert.deepEqual(input.images, ['/media/images/a/1024.jpg']);
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

describe('strict amounts and counts', () => {
  it('prices are plain decimals with at most two decimals, at least ₹1', () => {
    const price = (value: unknown) =>
      refused(() => toProductInput({ ...FORM, price: value as never }));
    assert.equal(price('0x10'), MESSAGES.priceNumber);
    assert.equal(price('1e3'), MESSAGES.priceNumber);
    assert.equal(price('Infinity'), MESSAGES.priceNumber);
    assert.equal(price('10.123'), MESSAGES.priceDecimals);
    assert.equal(price(10.123), MESSAGES.priceDecimals);
    assert.equal(price('0.50'), MESSAGES.priceMinimum);
    assert.equal(price(0.99), MESSAGES.priceMinimum);
    assert.equal(toProductInput({ ...FORM, price: '1' as never }).price, 100);
    assert.equal(toProductInput({ ...FORM, price: '1499.50' as never }).price, 149_950);
  });

  it('a sale price, when set, follows the same rules', () => {
    const sale = (value: unknown) =>
      refused(() => toProductInput({ ...FORM, salePrice: value as never }));
    assert.equal(sale('1e3'), MESSAGES.salePriceNumber);
    assert.equal(sale('0x10'), MESSAGES.salePriceNumber);
    assert.equal(sale('99.999'), MESSAGES.salePriceDecimals);
    assert.equal(sale('0.50'), MESSAGES.salePriceMinimum);
    assert.equal(toProductInput({ ...FORM, salePrice: 0 }).salePrice, 0);
    assert.equal(toProductInput({ ...FORM, salePrice: '1.00' as never }).salePrice, 100);
  });

  it('stock counts are plain whole numbers', () => {
    for (const inventory of ['0x10', '1e3', 1.5, '2.5', -1]) {
      assert.equal(
        refused(() =>
          toProductInput({ ...FORM, colors: [{ title: 'Red', inventory: inventory as never }] }),
        ),
        MESSAGES.colourInventory,
        String(inventory),
      );
    }
    assert.equal(
      refused(() => toProductInput({ ...FORM, totalStock: '0x10' as never })),
      MESSAGES.totalStock,
    );
  });
});

describe('media links', () => {
  const bad = ['javascript:alert(1)', 'data:image/png;base64,AA', '/etc/passwd', 'a.jpg'];

  it('product images, colour images and the video are http(s) links or /media/ paths', () => {
    for (const link of bad) {
      assert.equal(
        refused(() => toProductInput({ ...FORM, image: [link] })),
        MESSAGES.imageLink,
        link,
      );
      assert.equal(
        refused(() =>
          toProductInput({ ...FORM, colors: [{ title: 'Red', inventory: 1, image: link }] }),
        ),
        MESSAGES.colourImageLink,
        link,
      );
      assert.equal(
        refused(() => toProductInput({ ...FORM, video: link })),
        MESSAGES.videoLink,
        link,
      );
    }
    const input = toProductInput({
      ...FORM,
      image: ['https://cdn.example.com/a.jpg', '/media/images/a/1024.jpg'],
      video: '/media/videos/v/video.mp4',
      colors: [{ title: 'Red', inventory: 1, image: '' }],
    });
    assert.deepEqual(input.images, ['https://cdn.example.com/a.jpg', '/media/images/a/1024.jpg']);
    assert.equal(input.video, '/media/videos/v/video.mp4');
  });

  it("a category's image too", () => {
    const form = { name: 'Silk', description: 'Silk sarees' };
    for (const link of bad) {
      assert.equal(
        refused(() => toCategoryInput({ ...form, image: link })),
        MESSAGES.imageLink,
      );
    }
    assert.equal(toCategoryInput({ ...form, image: '' }).image, '');
    assert.equal(
      toCategoryInput({ ...form, image: '/media/images/c/640.jpg' }).image,
      '/media/images/c/640.jpg',
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

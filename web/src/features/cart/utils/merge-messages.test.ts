import { describe, expect, it } from 'vitest';
import { mergeVerdict } from './merge-messages';

describe('guest cart copy messages', () => {
  it('all added: "Cart items copied!" with the count, marker set', () => {
    expect(mergeVerdict({ added: 2, duplicates: 0, refused: 0 })).toEqual({
      toast: {
        title: 'Cart items copied!',
        description: '2 item(s) added to cart!',
        variant: 'success',
      },
      markCopied: true,
    });
  });

  it('only duplicates: "Items already in cart", marker set', () => {
    const verdict = mergeVerdict({ added: 0, duplicates: 2, refused: 0 });
    expect(verdict.toast.title).toBe('Items already in cart');
    expect(verdict.markCopied).toBe(true);
  });

  it('some refused: a partial copy with a note on limited stock, no marker', () => {
    const verdict = mergeVerdict({ added: 1, duplicates: 0, refused: 1 });
    expect(verdict.toast.description).toMatch(/1 item\(s\) added to cart!.*limited stock/);
    expect(verdict.markCopied).toBe(false);
  });

  it('nothing added and some refused: "Cart copy failed", no marker', () => {
    expect(mergeVerdict({ added: 0, duplicates: 1, refused: 1 })).toEqual({
      toast: {
        title: 'Cart copy failed',
        description: "Your temporary cart items couldn't be copied. Please add them again.",
        variant: 'destructive',
      },
      markCopied: false,
    });
  });
});

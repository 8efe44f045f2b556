import { useState } from 'react';
import type { Colour, Product } from '../types/catalogue';
import { changeQuantity, defaultColour, maxQuantity } from '../utils/quantity';

/** Images of the gallery: the product's, then colour images not already among them. */
export function galleryImages(product: Pick<Product, 'image' | 'colors'>): string[] {
  const images = [...product.image];
  for (const colour of product.colors) {
    if (colour.image && !images.includes(colour.image)) images.push(colour.image);
  }
  return images;
}

/**
 * What the shopper has chosen on a product page. Mount it per product (key by id): on load
 * the first colour with stock, the first image and quantity 1 are selected.
 */
export function useProductSelection(product: Product) {
  const [colourId, setColourId] = useState<string | null>(() => defaultColour(product)?.id ?? null);
  const [imageIndex, setImageIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<string | null>(null);
  const images = galleryImages(product);
  const colour = product.colors.find((item) => item.id === colourId) ?? null;
  const max = maxQuantity(product, colour);

  function chooseColour(next: Colour) {
    if (next.inventory <= 0) return;
    setColourId(next.id);
    const imageAt = next.image ? images.indexOf(next.image) : -1;
    if (imageAt >= 0) setImageIndex(imageAt);
    // A smaller stock in the new colour lowers the quantity to fit.
    const change = changeQuantity(quantity, maxQuantity(product, next));
    setQuantity(change.quantity);
    setMessage(change.message);
  }

  function requestQuantity(requested: number) {
    const change = changeQuantity(requested, max);
    setQuantity(change.quantity);
    setMessage(change.message);
  }

  return {
    images,
    imageIndex,
    setImageIndex,
    colour,
    chooseColour,
    quantity,
    maxQuantity: max,
    message,
    requestQuantity,
  };
}

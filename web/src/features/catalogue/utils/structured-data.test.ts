import { describe, expect, it } from 'vitest';
import { readProduct, readReview } from '../types/catalogue';
import { itemListJsonLd, metaDescription, productJsonLd, serializeJsonLd } from './structured-data';

const product = (index: number) =>
  readProduct({
    id: `p${index}`,
    title: `Saree ${index}`,
    description: 'Fabric: organza',
    price: 2000,
    salePrice: 1500,
    totalStock: 4,
    productCode: `K${index}`,
    image: ['/media/images/a/1024.jpg'],
  });

const linked = {
  origin: 'https://shop.example',
  productUrl: (id: string) => `/shop/details/${id}`,
};

describe('structured data', () => {
  it('lists at most 10 products with absolute URLs', () => {
    const list = itemListJsonLd(
      'Organza',
      Array.from({ length: 14 }, (_, i) => product(i)),
      linked,
    );
    expect(list['@type']).toBe('ItemList');
    const items = list.itemListElement as { position: number; url: string }[];
    expect(items).toHaveLength(10);
    expect(items[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: 'https://shop.example/shop/details/p0',
      name: 'Saree 0',
    });
  });

  it('describes a product with its offer and rating', () => {
    const reviews = [4, 5].map((value) => readReview({ id: `r${value}`, reviewValue: value }));
    const data = productJsonLd(product(1), reviews, linked);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Saree 1',
      sku: 'K1',
      image: ['https://shop.example/media/images/a/1024.jpg'],
      offers: { priceCurrency: 'INR', price: 1500, availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('cuts meta descriptions at 150 characters and escapes script ends', () => {
    expect(metaDescription(`${'a'.repeat(200)}`)).toHaveLength(150);
    expect(metaDescription('  two\n lines ')).toBe('two lines');
    expect(serializeJsonLd({ name: '</script>' })).toBe('{"name":"\\u003c/script>"}');
  });
});

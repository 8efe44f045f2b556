import { describe, expect, it } from 'vitest';
import { buildHead, escapeHtml, ogImage, preloadImage, type PageHead } from './head';

const ORIGIN = 'https://sarees.example';

const product: PageHead = {
  title: 'Kora <Organza> "Saree" & more',
  description: '₹2,499 · In stock. A sheer organza saree </script><script>alert(1)</script>',
  path: '/shop/details/p1',
  type: 'product',
  images: [
    { url: '/media/images/abc/1024.jpg', alt: 'Kora <Organza>' },
    { url: '/media/images/def/640.jpg', alt: 'second' },
  ],
  product: { price: 2499, inStock: true },
  jsonLd: [{ '@type': 'Product', name: 'Kora </script><script>alert(1)</script>' }],
  lcpImage: { url: '/media/images/abc/1024.jpg', sizes: '50vw' },
};

describe('buildHead', () => {
  const html = buildHead(product, ORIGIN);

  it('gives the page its own title, description and absolute canonical URL', () => {
    expect(html).toContain(
      '<title>Kora &lt;Organza&gt; &quot;Saree&quot; &amp; more | Saree Boutique</title>',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://sarees.example/shop/details/p1" />',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://sarees.example/shop/details/p1" />',
    );
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:site_name" content="Saree Boutique" />');
  });

  it('escapes every admin-written string, so none can leave its attribute or element', () => {
    expect(html).not.toContain('<Organza>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('content="₹2,499 · In stock. A sheer organza saree &lt;/script&gt;');
    // JSON-LD: "<" is written \u003c, so the script cannot be closed early.
    expect(html).toContain('"name":"Kora \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"');
  });

  it('links the 640 px JPEG rendition as an absolute og:image with its width and alt', () => {
    expect(html).toContain(
      '<meta property="og:image" content="https://sarees.example/media/images/abc/640.jpg" />',
    );
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(html).toContain('<meta property="og:image:width" content="640" />');
    expect(html).toContain('<meta property="og:image:alt" content="Kora &lt;Organza&gt;" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<meta name="twitter:image" content="https://sarees.example/media/images/abc/640.jpg" />',
    );
  });

  it('states the price in INR and the availability', () => {
    expect(html).toContain('<meta property="product:price:amount" content="2499.00" />');
    expect(html).toContain('<meta property="product:price:currency" content="INR" />');
    expect(html).toContain('<meta property="product:availability" content="in stock" />');
    const soldOut = buildHead({ ...product, product: { price: 10, inStock: false } }, ORIGIN);
    expect(soldOut).toContain('<meta property="og:availability" content="out of stock" />');
  });

  it('preloads the largest image with the sources its <picture> picks', () => {
    expect(html).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/media/images/abc/320.avif 320w, /media/images/abc/640.avif 640w, /media/images/abc/1024.avif 1024w" imagesizes="50vw" fetchpriority="high" />',
    );
  });

  it('keeps a missing page out of search engines and uses the site name alone on home', () => {
    const missing = buildHead(
      {
        title: 'Product not found',
        description: '',
        path: '/shop/details/x',
        type: 'website',
        noindex: true,
      },
      ORIGIN,
    );
    expect(missing).toContain('<meta name="robots" content="noindex" />');
    expect(missing).toContain('<title>Product not found | Saree Boutique</title>');
    const home = buildHead(
      { title: '', description: '', path: '/shop/home', type: 'website' },
      ORIGIN,
    );
    expect(home).toContain('<title>Saree Boutique</title>');
    expect(home).toContain('<meta name="twitter:card" content="summary" />');
    expect(home).not.toContain('og:image');
  });
});

describe('ogImage', () => {
  it('skips images without a JPEG rendition of at least 600 px', () => {
    expect(
      ogImage(
        [
          { url: 'https://elsewhere.example/photo.jpg', alt: 'foreign' },
          { url: '/media/images/small/320.jpg', alt: 'small' },
          { url: '/media/images/clear/1024.webp', alt: 'transparent' },
          { url: '/media/images/ok/800.jpg', alt: 'ok' },
        ],
        ORIGIN,
      ),
    ).toEqual({ url: 'https://sarees.example/media/images/ok/640.jpg', width: 640, alt: 'ok' });
    expect(ogImage([{ url: '/media/images/w/600.jpg', alt: '' }], ORIGIN)?.width).toBe(600);
    expect(ogImage([], ORIGIN)).toBeNull();
  });
});

describe('escapeHtml and preloadImage', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('preloads another site image by its URL', () => {
    expect(preloadImage('https://cdn.example/a.jpg?x=1&y=2', '100vw')).toBe(
      '<link rel="preload" as="image" href="https://cdn.example/a.jpg?x=1&amp;y=2" fetchpriority="high" />',
    );
  });
});

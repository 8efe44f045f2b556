import { describe, expect, it } from 'vitest';
import { parseTemplate } from './template';

const HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="site-wide"
    />
    <title>Saree Boutique</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'], imports: ['_vendor.js'] },
  'src/app/routes/shop/home.tsx': {
    file: 'assets/home-1.js',
    css: ['assets/home-1.css'],
    imports: ['_card.js', '_vendor.js'],
  },
};

describe('parseTemplate', () => {
  const template = parseTemplate(HTML, MANIFEST, (file) =>
    file === 'assets/home-1.css' ? '.hero{color:red}</style><script>' : null,
  );

  it("drops the template's own title and description and cuts around the root", () => {
    expect(template.head).not.toContain('<title>');
    expect(template.head).not.toContain('site-wide');
    expect(template.head).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(template.bodyStart.endsWith('<div id="root">')).toBe(true);
    expect(template.end.startsWith('</div>')).toBe(true);
  });

  it("preloads the route's chunks beyond the entry's and inlines or links its CSS", () => {
    const tags = template.assetsFor('src/app/routes/shop/home.tsx');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js" />');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js" />');
    expect(tags).not.toContain('vendor-1.js');
    expect(tags).toContain(
      '<style data-href="/assets/home-1.css">.hero{color:red}<\\/style><script></style>',
    );
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/card-1.css" />');
    expect(template.assetsFor('src/main.tsx')).toBe('');
  });
});

// The demo catalogue the project makes by itself (no download): realistic sarees for the
// six seeded categories, with codes, rupee prices, sale prices and colours whose stock
// covers every state the storefront shows (sold out, under 5, under 10, plenty).
// Pure and deterministic: the same index always gives the same product.

export interface DemoColour {
  title: string;
  /** CSS colour used to draw its images. */
  hex: string;
}

export const PALETTE: readonly DemoColour[] = [
  { title: 'Maroon', hex: '#7b1e2b' },
  { title: 'Mustard Yellow', hex: '#d4a017' },
  { title: 'Peacock Blue', hex: '#1f6f8b' },
  { title: 'Bottle Green', hex: '#1e5631' },
  { title: 'Rani Pink', hex: '#d6246e' },
  { title: 'Ivory', hex: '#efe6d2' },
  { title: 'Mint Green', hex: '#8fd3b6' },
  { title: 'Wine', hex: '#5a1a32' },
  { title: 'Rust Orange', hex: '#b7472a' },
  { title: 'Teal', hex: '#167c80' },
  { title: 'Lavender', hex: '#a393c9' },
  { title: 'Black', hex: '#1d1d1f' },
  { title: 'Navy Blue', hex: '#1b2a56' },
  { title: 'Peach', hex: '#f2a477' },
  { title: 'Magenta', hex: '#a3195b' },
  { title: 'Onion Pink', hex: '#e8a0a8' },
];

interface CategoryPlan {
  slug: string;
  codePrefix: string;
  /** Price range in rupees. */
  minPrice: number;
  maxPrice: number;
  fabric: string;
  names: readonly string[];
  details: readonly string[];
}

const PLANS: readonly CategoryPlan[] = [
  {
    slug: 'tussar-sarees',
    codePrefix: 'TS',
    minPrice: 2490,
    maxPrice: 9990,
    fabric: 'Pure tussar silk with its natural golden sheen',
    names: [
      'Tussar Silk Saree with Kantha Stitch',
      'Ghicha Tussar Saree',
      'Tussar Madhubani Painted Saree',
      'Tussar Jamdani Saree',
      'Kosa Tussar Silk Saree',
      'Tussar Kalamkari Saree',
      'Tussar Zari Border Saree',
      'Tussar Temple Border Saree',
    ],
    details: ['Hand-done kantha running stitch', 'Zari woven temple border', 'Hand-painted pallu'],
  },
  {
    slug: 'banaras-sarees',
    codePrefix: 'BN',
    minPrice: 3990,
    maxPrice: 18990,
    fabric: 'Banarasi silk woven on pit looms in Varanasi',
    names: [
      'Banarasi Katan Silk Saree',
      'Banarasi Tissue Silk Saree',
      'Banarasi Georgette Saree',
      'Kadhua Banarasi Saree',
      'Banarasi Jangla Saree',
      'Banarasi Tanchoi Saree',
      'Banarasi Chiniya Silk Saree',
      'Banarasi Meenakari Saree',
    ],
    details: ['Kadhua booti woven by hand', 'Antique zari jaal', 'Meenakari motifs on the pallu'],
  },
  {
    slug: 'cotton-sarees',
    codePrefix: 'CT',
    minPrice: 690,
    maxPrice: 2990,
    fabric: 'Breathable handloom cotton, soft from the first wear',
    names: [
      'Kalamkari Cotton Saree',
      'Mul Cotton Saree',
      'Masline Jamdani Saree',
      'Chanderi Cotton Saree',
      'Mangalagiri Cotton Saree',
      'Bengal Tant Handloom Saree',
      'Ikat Cotton Saree',
      'Kota Doria Saree',
    ],
    details: ['Block-printed with natural dyes', 'Woven buttis across the body', 'Contrast pallu'],
  },
  {
    slug: 'organza-sarees',
    codePrefix: 'OR',
    minPrice: 1990,
    maxPrice: 7990,
    fabric: 'Sheer, crisp organza that holds its pleats',
    names: [
      'Kora Organza Saree',
      'Organza Embroidery Saree',
      'Printed Floral Organza Saree',
      'Organza Zari Stripe Saree',
      'Hand-painted Organza Saree',
      'Organza Sequin Border Saree',
      'Organza Cutdana Saree',
      'Pastel Organza Saree',
    ],
    details: ['Thread embroidery on the border', 'Scalloped cutwork edge', 'Hand-painted florals'],
  },
  {
    slug: 'georgette-sarees',
    codePrefix: 'GT',
    minPrice: 1290,
    maxPrice: 6990,
    fabric: 'Flowing georgette that drapes light and easy',
    names: [
      'Georgette Bandhani Saree',
      'Georgette Leheriya Saree',
      'Georgette Chikankari Saree',
      'Georgette Mirror Work Saree',
      'Georgette Gota Patti Saree',
      'Georgette Sequin Saree',
      'Printed Georgette Saree',
      'Georgette Zardozi Saree',
    ],
    details: ['Hand-tied bandhani dots', 'Lucknowi chikankari', 'Mirror work on the border'],
  },
  {
    slug: 'celebrity-collection',
    codePrefix: 'CC',
    minPrice: 4990,
    maxPrice: 24990,
    fabric: 'Statement fabrics styled after red-carpet drapes',
    names: [
      'Kathan Silk Saree',
      'Warm Silk Saree',
      'Tissue Silk Saree',
      'Satin Silk Ruffle Saree',
      'Pre-draped Ruffle Saree',
      'Sequin Cocktail Saree',
      'Metallic Tissue Saree',
      'Velvet Border Silk Saree',
    ],
    details: ['Sequin and cutdana hand work', 'Ruffled edges', 'Metallic tissue weave'],
  },
];

export const DEMO_CATEGORY_SLUGS = PLANS.map((p) => p.slug);

export interface DemoColourInput {
  title: string;
  inventory: number;
  /** Index into PALETTE. */
  paletteIndex: number;
}

export interface DemoProduct {
  categorySlug: string;
  title: string;
  secondTitle: string;
  productCode: string;
  description: string;
  /** Rupees. */
  price: number;
  /** Rupees, 0 = none. */
  salePrice: number;
  isNewArrival: boolean;
  isFeatured: boolean;
  colours: DemoColourInput[];
  /** Image variants (0 = front, 1 = pallu) for each colour, in order. */
  images: { paletteIndex: number; variant: number }[];
}

/** A small, fast deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rupee price ending in 0 or 9 the way shops price. */
function shopPrice(value: number): number {
  return Math.max(99, Math.round(value / 100) * 100 - 10);
}

/**
 * The inventory of colour `c` of product `index`: a mix of sold out, under 5, under 10
 * and plenty, so every badge and chip of the storefront has examples.
 */
function inventoryFor(index: number, c: number, rand: () => number): number {
  if (index % 16 === 5) return 0; // the whole product sold out
  if (c === 1 && index % 4 === 1) return 0; // one sold-out colour
  if (index % 7 === 3) return 1 + Math.floor(rand() * 3); // under 5
  if (index % 5 === 2) return 5 + Math.floor(rand() * 4); // under 10
  return 10 + Math.floor(rand() * 30);
}

/**
 * Product number `index` (0-based). The first 48 are the demo catalogue (8 per category);
 * higher indexes make the large benchmark catalogue with the same shape.
 */
export function demoProduct(index: number): DemoProduct {
  const plan = PLANS[index % PLANS.length];
  const round = Math.floor(index / PLANS.length);
  const rand = random(index * 7919 + 17);
  const baseName = plan.names[round % plan.names.length];
  const edition = Math.floor(round / plan.names.length);
  const colourCount = 1 + Math.floor(rand() * 4);
  const firstColour = (index * 5) % PALETTE.length;
  const colours: DemoColourInput[] = [];
  for (let c = 0; c < colourCount; c += 1) {
    const paletteIndex = (firstColour + c * 3) % PALETTE.length;
    colours.push({
      title: PALETTE[paletteIndex].title,
      paletteIndex,
      inventory: inventoryFor(index, c, rand),
    });
  }
  const price = shopPrice(plan.minPrice + rand() * (plan.maxPrice - plan.minPrice));
  const onSale = rand() < 0.7;
  let salePrice = onSale ? shopPrice(price * (0.7 + rand() * 0.2)) : 0;
  if (salePrice >= price) salePrice = 0;
  // a few prices on the bucket edges, to show that buckets are inclusive
  if (index === 2) salePrice = 1000;
  if (index === 8) salePrice = 2000;
  const detail = plan.details[round % plan.details.length];
  const colourWord = colours[0].title;
  const title = edition === 0 ? baseName : `${baseName} ${toRoman(edition + 1)}`;
  // two demo sarees have no product code, to show that empty codes sort last
  const productCode = index === 13 || index === 40 ? '' : `${plan.codePrefix}${100 + round + 1}`;
  return {
    categorySlug: plan.slug,
    title,
    secondTitle: `${colourWord} ${plan.slug.startsWith('celebrity') ? 'drape' : 'handcrafted saree'} with blouse piece`,
    productCode,
    description: [
      `Fabric: ${plan.fabric}.`,
      `Work: ${detail}.`,
      'Length: 5.5 m saree with a 0.8 m unstitched blouse piece.',
      `Occasion: ${price > 6000 ? 'Weddings, receptions and festive evenings' : 'Festive days, office wear and family functions'}.`,
      'Care: Dry clean the first time; store folded in a muslin cloth.',
    ].join('\n'),
    price,
    salePrice,
    isNewArrival: index % 3 === 0,
    isFeatured: index % 4 === 1,
    colours,
    images: colours.flatMap((c, i) =>
      i === 0
        ? [
            { paletteIndex: c.paletteIndex, variant: 0 },
            { paletteIndex: c.paletteIndex, variant: 1 },
          ]
        : [{ paletteIndex: c.paletteIndex, variant: 0 }],
    ),
  };
}

function toRoman(n: number): string {
  const table: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = n;
  let out = '';
  for (const [value, letters] of table) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

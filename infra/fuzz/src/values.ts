// Values for the fuzzer: hostile strings and JSON, and valid-looking values chosen by a
// field's name (an e-mail where the field is `email`, a real product id where it is
// `productId`, ...), so requests get past the first check as often as they fail it.
import fc from 'fast-check';

/** Ids and other real values the requests may name (filled from the running stack). */
export interface Pool {
  /** Kind (`user`, `product`, `color`, `category`, `address`, `order`, ...) → known values. */
  ids: Record<string, string[]>;
  /** The signed-in identity's own user id (absent when signed out). */
  self?: string;
}

export const emptyPool = (): Pool => ({ ids: {} });

const HUGE = 'a'.repeat(100_000);

/** Strings that have broken servers before: empty, NUL, numbers in disguise, markup, unicode. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '0x10',
  '1e3',
  '-1',
  '0',
  '1.005',
  '-0',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '../../../etc/passwd',
  '%00',
  '%',
  '\\',
  '"',
  '${7*7}',
  '{{7*7}}',
  'साड़ी',
  '👗🧵✨',
  '\u202Eevil',
  'Ω≈ç√∫',
  '\uFEFFbom',
  '\ud800',
  '\r\n',
  ' \t padded \t ',
  'x'.repeat(300),
  'x'.repeat(5_000),
];

/** Hostile strings for URLs and headers: short enough for the request line (no 431). */
export function hostileString(maxLength = 200_000): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length <= maxLength)),
    },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    ...(maxLength >= HUGE.length ? [{ weight: 1, arbitrary: fc.constant(HUGE) }] : []),
  );
}

/** A JSON value nested `depth` levels (arrays and objects alternating). */
export function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Deepest nesting the fuzzer sends ("within reason": far below what JSON parsers choke on). */
export const MAX_NESTING = 64;

/** Any JSON value of (probably) the wrong type: the fuzzer's answer to "expected a string". */
export function hostileJson(maxString = 200_000): fc.Arbitrary<unknown> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom<unknown>(
        null,
        true,
        false,
        0,
        -1,
        1.5,
        -0.001,
        1e308,
        -1e308,
        2 ** 53 + 1,
        2 ** 31,
        [],
        {},
        [null],
        { $gt: '' },
        { __proto__: { admin: true } },
        { constructor: { prototype: { admin: true } } },
      ),
    },
    { weight: 4, arbitrary: hostileString(maxString) },
    { weight: 1, arbitrary: fc.integer({ min: 2, max: MAX_NESTING }).map(nested) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        Array.from({ length: 1000 }, (_, i) => i),
        Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i])),
      ),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** The kind of id a field or parameter names, from its name and where it is used. */
export function idKind(name: string, where = ''): string | undefined {
  const n = name.toLowerCase();
  if (n === 'userid') return 'user';
  if (n === 'productid') return 'product';
  if (n === 'colorid' || n === 'oldcolorid') return 'color';
  if (n === 'addressid') return 'address';
  if (n === 'orderid') return 'order';
  if (n === 'razorpayorderid') return 'razorpayOrder';
  if (n === 'paymentid') return 'payment';
  if (n === 'category') return 'category';
  if (n === 'token') return where.includes('unsubscribe') ? 'unsubscribeToken' : 'resetToken';
  if (n === 'refreshtoken') return 'refreshToken';
  if (n === 'idorurl') return 'feedPost';
  if (n !== 'id' && n !== '_id') return undefined;
  const w = where.toLowerCase();
  const kinds: [RegExp, string][] = [
    [/review/, 'review'],
    [/product/, 'product'],
    [/categor/, 'category'],
    [/order/, 'order'],
    [/banner/, 'banner'],
    [/instafeed|feedpost/, 'feedPost'],
    [/feedback/, 'feedback'],
    [/contact/, 'contact'],
    [/user/, 'user'],
    [/colou?r/, 'color'],
  ];
  return kinds.find(([re]) => re.test(w))?.[1] ?? 'any';
}

const SENTENCES = [
  'Beautiful silk saree with a zari border',
  'Loved the colour, delivery was quick.',
  'Please call me about a custom blouse',
];

/** A valid-looking string for a field of this name (undefined when the name says nothing). */
export function hintFor(name: string, where: string, pool: Pool): fc.Arbitrary<string> | undefined {
  const n = name.toLowerCase();
  const kind = idKind(name, where);
  if (kind) {
    const known = kind === 'any' ? Object.values(pool.ids).flat() : (pool.ids[kind] ?? []);
    const own = kind === 'user' && pool.self ? [pool.self] : [];
    const choices = [...own, ...own, ...known];
    return choices.length > 0
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...choices) },
          { weight: 1, arbitrary: fc.uuid() },
        )
      : fc.uuid();
  }
  if (n.includes('email') || n === 'emails')
    return fc.oneof(
      fc.stringMatching(/^[0-9a-f]{6,10}$/).map((h) => `fuzz-${h}@example.com`),
      fc.emailAddress(),
    );
  if (n.includes('password')) return fc.constantFrom('Fuzz-secret-1', 'secret123', 'short');
  if (n === 'username' || n === 'name') return fc.constantFrom('Priya Sharma', 'Asha', 'A');
  if (n === 'pincode') return fc.constantFrom('560038', '110001', '000000');
  if (n === 'phone') return fc.constantFrom('9876543210', '1234567890', '98765');
  if (n === 'state' || n === 'statecode' || n === 'code')
    return fc.constantFrom('KA', 'MH', 'Karnataka', 'ZZ');
  if (n === 'city') return fc.constantFrom('Bengaluru', 'Pune', 'Atlantis');
  if (n === 'address')
    return fc.constantFrom('12, MG Road, Indiranagar', '221B Baker Street, Fort');
  if (/image|video|flyer|posturl|posts|url/.test(n))
    return fc.constantFrom(
      'https://example.com/saree.jpg',
      '/media/images/x.png',
      'javascript:alert(1)',
      'https://www.instagram.com/p/Cx1/',
    );
  if (n === 'orderstatus' || n === 'status')
    return fc.constantFrom(
      'pending',
      'confirmed',
      'inProcess',
      'inShipping',
      'delivered',
      'rejected',
      'cancelled',
    );
  if (n === 'role') return fc.constantFrom('user', 'admin', 'root');
  if (n === 'sortby')
    return fc.constantFrom(
      'price-lowtohigh',
      'price-hightolow',
      'code-atoz',
      'code-ztoa',
      'newest',
    );
  if (n === 'price') return fc.constantFrom('0-1000', '1000-2000,6000-above', '5000-6000');
  if (n === 'page' || n === 'pagesize' || n === 'limit' || n === 'quantity')
    return fc.constantFrom('1', '2', '20', '100');
  if (n === 'year') return fc.constantFrom('2025', '2026', '1999');
  if (/^(search|keyword|q|filter)$/.test(n))
    return fc.constantFrom('silk', 'sa', 'Ban', 'kanjeevaram');
  if (/^(newarrival|featured|outofstock|coloroutofstock|watchandbuy)$/.test(n))
    return fc.constantFrom('true', 'false');
  if (/message|description|feedback|notes|title|text/.test(n)) return fc.constantFrom(...SENTENCES);
  if (n === 'productcode') return fc.stringMatching(/^[0-9a-f]{4,8}$/).map((h) => `SR-${h}`);
  if (n === 'trackingnumber') return fc.constantFrom('TRK12345', '');
  return undefined;
}

/** A string for a field: its hint, any string, or a hostile one. */
export function stringFor(
  name: string,
  where: string,
  pool: Pool,
  maxLength = 200_000,
): fc.Arbitrary<string> {
  const hint = hintFor(name, where, pool);
  return fc.oneof(
    ...(hint ? [{ weight: 6, arbitrary: hint }] : []),
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 2, arbitrary: hostileString(maxLength) },
  );
}

/** A seed from a text (FNV-1a), to give every identity its own stream of one run seed. */
export function mixSeed(seed: number, text: string): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

import type { Colour } from '../types/catalogue';

// The one place colour names become colours. The admin names each colour of a saree in
// words ("Red", "Bottle green", "Rani pink"); a swatch shows that colour, read from the
// saree colour names below, then CSS's own named colours ("light blue" → lightblue), then
// "light/dark/pastel/deep" + a known colour, then a known ending or word of the name ("Pure
// silk red" → red). A name none of these knows gets no colour (null): the chip shows a
// neutral, patterned swatch beside the name.

/** Saree colour names that CSS does not know (or knows as a different shade). */
const SAREE_COLOURS: Readonly<Record<string, string>> = {
  'rani pink': '#d81b60',
  rani: '#d81b60',
  'baby pink': '#f4c2c2',
  'onion pink': '#d7a1a9',
  'bottle green': '#006a4e',
  'mehendi green': '#6b7c2b',
  mehendi: '#6b7c2b',
  mehndi: '#6b7c2b',
  'parrot green': '#5fb336',
  'pista green': '#93c572',
  pista: '#93c572',
  'mint green': '#98d8b0',
  mint: '#98d8b0',
  'emerald green': '#1f8a5b',
  emerald: '#1f8a5b',
  'peacock blue': '#1f6f8b',
  'peacock green': '#0f7b6c',
  peacock: '#1f6f8b',
  'ink blue': '#1f2a5a',
  'navy blue': '#000080',
  'sky blue': '#87ceeb',
  'royal blue': '#4169e1',
  mustard: '#e1ad01',
  'mustard yellow': '#e1ad01',
  haldi: '#e3a700',
  turmeric: '#e3a700',
  'lemon yellow': '#fff44f',
  lemon: '#fff44f',
  saffron: '#f4c430',
  mango: '#ffb347',
  peach: '#ffcba4',
  rust: '#b7410e',
  copper: '#b87333',
  wine: '#722f37',
  burgundy: '#800020',
  sindoor: '#d2332a',
  sindoori: '#d2332a',
  'chilli red': '#c21807',
  'cherry red': '#990f02',
  cherry: '#990f02',
  'blood red': '#8a0303',
  'brick red': '#a63a2b',
  brinjal: '#5b2c4f',
  lilac: '#c8a2c8',
  mauve: '#b784a7',
  'off white': '#f5f0e1',
  cream: '#fffdd0',
  gold: '#d4af37',
  golden: '#d4af37',
  charcoal: '#36454f',
  coffee: '#6f4e37',
  'coffee brown': '#6f4e37',
  grey: '#808080',
  multicolour: 'conic-gradient(#d81b60, #e1ad01, #5fb336, #1f6f8b, #5b2c4f, #d81b60)',
  multicolor: 'conic-gradient(#d81b60, #e1ad01, #5fb336, #1f6f8b, #5b2c4f, #d81b60)',
  'multi colour': 'conic-gradient(#d81b60, #e1ad01, #5fb336, #1f6f8b, #5b2c4f, #d81b60)',
  'multi color': 'conic-gradient(#d81b60, #e1ad01, #5fb336, #1f6f8b, #5b2c4f, #d81b60)',
};

/** CSS Color Module 4's named colours (the keyword is itself the CSS value). */
const CSS_NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
    'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk ' +
    'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
    'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue ' +
    'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ' +
    'ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral ' +
    'lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon ' +
    'lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple ' +
    'mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred ' +
    'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange ' +
    'orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip ' +
    'peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue ' +
    'slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet ' +
    'wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

/** Lightness words before a known colour: "Light pink", "Deep maroon", "Pastel blue". */
const SHADES: Readonly<Record<string, (colour: string) => string>> = {
  light: (colour) => `color-mix(in srgb, ${colour} 60%, white)`,
  pastel: (colour) => `color-mix(in srgb, ${colour} 45%, white)`,
  dark: (colour) => `color-mix(in srgb, ${colour} 65%, black)`,
  deep: (colour) => `color-mix(in srgb, ${colour} 75%, black)`,
};

function normalise(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

function exact(name: string): string | null {
  const saree = SAREE_COLOURS[name];
  if (saree) return saree;
  const keyword = name.replace(/ /g, '');
  return CSS_NAMED_COLOURS.has(keyword) ? keyword : null;
}

function withShade(name: string): string | null {
  const found = exact(name);
  if (found) return found;
  const [first = '', ...rest] = name.split(' ');
  const shade = SHADES[first];
  if (!shade || rest.length === 0) return null;
  const base = exact(rest.join(' '));
  return base ? shade(base) : null;
}

/**
 * The CSS colour (a `background` value) of an admin's colour name, or null when the name
 * is not a colour this shop knows.
 */
export function swatchColour(name: string): string | null {
  const words = normalise(name);
  if (!words) return null;
  const whole = withShade(words);
  if (whole) return whole;
  // The longest known ending ("Kanjivaram bottle green" → bottle green), then the first
  // known word ("Red with gold border" → red).
  const parts = words.split(' ');
  for (let start = 1; start < parts.length; start += 1) {
    const ending = withShade(parts.slice(start).join(' '));
    if (ending) return ending;
  }
  for (const part of parts) {
    const single = exact(part);
    if (single) return single;
  }
  return null;
}

/** A colour with few units left is marked; none left is sold out. */
export const FEW_LEFT_BELOW = 5;

export type ColourStock = 'sold-out' | 'few-left' | 'in-stock';

export function colourStock(inventory: number): ColourStock {
  if (inventory <= 0) return 'sold-out';
  if (inventory < FEW_LEFT_BELOW) return 'few-left';
  return 'in-stock';
}

/** What a chip says to a screen reader and in its tooltip: "Red, sold out". */
export function colourChipLabel(colour: Pick<Colour, 'title' | 'inventory'>): string {
  const name = colour.title.trim() || 'Colour';
  switch (colourStock(colour.inventory)) {
    case 'sold-out':
      return `${name}, sold out`;
    case 'few-left':
      return `${name}, only ${colour.inventory} left`;
    default:
      return `${name}, in stock`;
  }
}

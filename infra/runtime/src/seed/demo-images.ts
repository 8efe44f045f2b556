// Draws the demo catalogue's pictures as SVG: a draped saree in the colour, with a zari
// border and woven motifs (variant 0: the front drape; variant 1: the pallu). The content
// service rasterises and re-encodes them like any upload, so the demo exercises the same
// pipeline as the owner's photos.
import { PALETTE } from './demo-catalogue.js';

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number): number => {
    const v = (n >> shift) & 0xff;
    const next = amount < 0 ? v * (1 + amount) : v + (255 - v) * amount;
    return Math.max(0, Math.min(255, Math.round(next)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * An 800 x 1066 (3:4) SVG picture of a saree in palette colour `paletteIndex`. Its ground
 * overlaps the edges: rasterised, a ground of exactly the picture's size leaves
 * half-transparent edge pixels, and content would then keep a transparent WebP and no JPEG
 * (a link preview's og:image must be a JPEG).
 */
export function sareeSvg(paletteIndex: number, variant: number): string {
  const base = PALETTE[paletteIndex % PALETTE.length].hex;
  const light = shade(base, 0.35);
  const dark = shade(base, -0.35);
  const gold = '#d8b25a';
  const motifs: string[] = [];
  for (let row = 0; row < 9; row += 1) {
    for (let col = 0; col < 6; col += 1) {
      const x = 130 + col * 100 + (row % 2) * 50;
      const y = 170 + row * 95;
      motifs.push(
        variant === 0
          ? `<path d="M${x} ${y - 14} q12 14 0 28 q-12 -14 0 -28z" fill="${gold}" opacity="0.85"/>`
          : `<circle cx="${x}" cy="${y}" r="9" fill="none" stroke="${gold}" stroke-width="3"/>`,
      );
    }
  }
  const shape =
    variant === 0
      ? 'M160 60 C 260 300, 120 620, 220 1066 L 640 1066 C 700 700, 560 320, 640 60 Z'
      : 'M0 180 L 800 20 L 800 1066 L 0 1066 Z';
  const drape =
    variant === 0
      ? `<path d="${shape}" fill="url(#body)"/>
         <path d="M160 60 C 260 300, 120 620, 220 1066" stroke="${gold}" stroke-width="26" fill="none"/>
         <path d="M640 60 C 560 320, 700 700, 640 1066" stroke="${gold}" stroke-width="14" fill="none"/>`
      : `<path d="${shape}" fill="url(#body)"/>
         <path d="M0 180 L 800 20" stroke="${gold}" stroke-width="40"/>
         <path d="M0 260 L 800 100" stroke="${gold}" stroke-width="10"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1066" viewBox="0 0 800 1066">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#faf6ef"/><stop offset="1" stop-color="#efe4d3"/>
    </linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${base}"/><stop offset="1" stop-color="${dark}"/>
    </linearGradient>
    <clipPath id="drape"><path d="${shape}"/></clipPath>
  </defs>
  <rect x="-8" y="-8" width="816" height="1082" fill="url(#bg)"/>
  ${drape}
  <g clip-path="url(#drape)">${motifs.join('')}</g>
  <rect x="0" y="1020" width="800" height="46" fill="${dark}" opacity="0.5"/>
</svg>`;
}

/** A 1600 x 640 home-page banner: three saree drapes side by side on a warm ground. */
export function bannerSvg(index: number): string {
  const colours = [0, 1, 2].map((k) => PALETTE[(index * 3 + k) % PALETTE.length].hex);
  const gold = '#d8b25a';
  const grounds = [
    ['#3b1020', '#7a2338'],
    ['#102a3b', '#245a7a'],
    ['#2f2410', '#6b5220'],
  ][index % 3];
  const drapes = colours
    .map((hex, k) => {
      const x = 760 + k * 260;
      return `<path d="M${x} 40 C ${x + 90} 220, ${x - 40} 420, ${x + 40} 640 L ${x + 230} 640 C ${x + 260} 420, ${x + 180} 220, ${x + 220} 40 Z" fill="${hex}"/>
      <path d="M${x} 40 C ${x + 90} 220, ${x - 40} 420, ${x + 40} 640" stroke="${gold}" stroke-width="16" fill="none"/>
      <path d="M${x + 220} 40 C ${x + 180} 220, ${x + 260} 420, ${x + 230} 640" stroke="${shade(hex, 0.4)}" stroke-width="8" fill="none"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640" viewBox="0 0 1600 640">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${grounds[0]}"/><stop offset="1" stop-color="${grounds[1]}"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="640" fill="url(#ground)"/>
  <circle cx="300" cy="320" r="220" fill="none" stroke="${gold}" stroke-width="4" opacity="0.5"/>
  <circle cx="300" cy="320" r="170" fill="none" stroke="${gold}" stroke-width="2" opacity="0.4"/>
  ${drapes}
</svg>`;
}

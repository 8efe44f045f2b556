import { describe, expect, it } from 'vitest';
import { colourChipLabel, colourStock, swatchColour } from './colour-swatch';

describe('swatch colour of a colour name', () => {
  it('knows the saree names CSS does not', () => {
    expect(swatchColour('Bottle green')).toBe('#006a4e');
    expect(swatchColour('Rani Pink')).toBe('#d81b60');
    expect(swatchColour('mustard')).toBe('#e1ad01');
    expect(swatchColour('Off-White')).toBe('#f5f0e1');
  });

  it("uses CSS's named colours, spaces and case aside", () => {
    expect(swatchColour('Red')).toBe('red');
    expect(swatchColour('  light   blue ')).toBe('lightblue');
    expect(swatchColour('MAROON')).toBe('maroon');
    expect(swatchColour('Sea Green')).toBe('seagreen');
  });

  it('lightens or darkens a known colour', () => {
    expect(swatchColour('Pastel pink')).toBe('color-mix(in srgb, pink 45%, white)');
    expect(swatchColour('Deep wine')).toBe('color-mix(in srgb, #722f37 75%, black)');
  });

  it('finds a known ending or word inside a longer name', () => {
    expect(swatchColour('Kanjivaram bottle green')).toBe('#006a4e');
    expect(swatchColour('Red with gold border')).toBe('red');
    expect(swatchColour('Multi-colour')).toMatch(/^conic-gradient\(/);
  });

  it('has no colour for a name it does not know (the chip shows it neutral)', () => {
    expect(swatchColour('Sunset dream')).toBeNull();
    expect(swatchColour('')).toBeNull();
    expect(swatchColour('   ')).toBeNull();
  });

  it('never hands CSS anything but a known value', () => {
    expect(swatchColour('red; background: url(x)')).toBe('red');
    expect(swatchColour('url(javascript:alert(1))')).toBeNull();
  });
});

describe('colour chip marks and words', () => {
  it('is sold out at 0 or less, few left under 5, else in stock', () => {
    expect(colourStock(-1)).toBe('sold-out');
    expect(colourStock(0)).toBe('sold-out');
    expect(colourStock(1)).toBe('few-left');
    expect(colourStock(4)).toBe('few-left');
    expect(colourStock(5)).toBe('in-stock');
  });

  it('says the colour and its stock', () => {
    expect(colourChipLabel({ title: 'Red', inventory: 0 })).toBe('Red, sold out');
    expect(colourChipLabel({ title: 'Bottle green', inventory: 2 })).toBe(
      'Bottle green, only 2 left',
    );
    expect(colourChipLabel({ title: 'Navy blue', inventory: 12 })).toBe('Navy blue, in stock');
  });
});

import { describe, expect, it } from 'vitest';
import { descriptionLines } from './description';

describe('descriptionLines', () => {
  it('splits lines and bolds the text before the first colon', () => {
    expect(
      descriptionLines('Fabric: Pure organza\n\nBlouse: Included: 0.8 m\r\nHand woven in Bengal'),
    ).toEqual([
      { lead: 'Fabric:', text: 'Pure organza' },
      { lead: 'Blouse:', text: 'Included: 0.8 m' },
      { lead: null, text: 'Hand woven in Bengal' },
    ]);
  });

  it('leaves lines without a real lead-in alone', () => {
    expect(descriptionLines(': odd')).toEqual([{ lead: null, text: ': odd' }]);
    expect(descriptionLines('https://example.com')).toEqual([
      { lead: null, text: 'https://example.com' },
    ]);
    expect(descriptionLines('')).toEqual([]);
  });
});

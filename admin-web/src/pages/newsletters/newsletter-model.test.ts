import { describe, expect, it } from 'vitest';
import {
  buildNewsletterPayload,
  newsletterProblem,
  selectAll,
  selectAllState,
  selectionSummary,
  toggleSubscriber,
} from './newsletter-model';

const listed = ['a@x.in', 'b@x.in', 'c@x.in'];

describe('selecting subscribers', () => {
  it('ticks and unticks one subscriber without changing the given selection', () => {
    const empty = new Set<string>();
    const one = toggleSubscriber(empty, 'a@x.in', true);
    expect([...one]).toEqual(['a@x.in']);
    expect(empty.size).toBe(0);
    expect([...toggleSubscriber(one, 'a@x.in', false)]).toEqual([]);
    expect([...toggleSubscriber(one, 'a@x.in', true)]).toEqual(['a@x.in']);
  });

  it('selects all listed, keeping those selected under another search', () => {
    const earlier = new Set(['z@x.in', 'b@x.in']);
    const all = selectAll(earlier, listed, true);
    expect([...all].sort()).toEqual(['a@x.in', 'b@x.in', 'c@x.in', 'z@x.in']);
    expect(selectAllState(all, listed)).toBe('all');
    const none = selectAll(all, listed, false);
    expect([...none]).toEqual(['z@x.in']);
    expect(selectAllState(none, listed)).toBe('none');
  });

  it('shows the select-all box mixed when only some are selected', () => {
    expect(selectAllState(new Set(['b@x.in']), listed)).toBe('some');
    expect(selectAllState(new Set(), [])).toBe('none');
  });

  it('says how many are selected and how many the list does not show', () => {
    expect(selectionSummary(new Set(), listed)).toBe('0 subscribers selected');
    expect(selectionSummary(new Set(['a@x.in']), listed)).toBe('1 subscriber selected');
    expect(selectionSummary(new Set(['a@x.in', 'z@x.in', 'y@x.in']), listed)).toBe(
      '3 subscribers selected (2 not in this list)',
    );
  });
});

describe('sending', () => {
  it('needs a selected subscriber first, then a flyer', () => {
    expect(newsletterProblem(new Set(), '')).toBe('Please select at least one subscriber.');
    expect(newsletterProblem(new Set(), '/media/images/f/1024.jpg')).toBe(
      'Please select at least one subscriber.',
    );
    expect(newsletterProblem(new Set(['a@x.in']), ' ')).toBe('Please upload a flyer image.');
    expect(newsletterProblem(new Set(['a@x.in']), '/media/images/f/1024.jpg')).toBeNull();
  });

  it('sends the selected e-mails, the flyer and the trimmed message (empty stays empty)', () => {
    expect(
      buildNewsletterPayload(new Set(['a@x.in', 'c@x.in']), '/f.jpg', '  Diwali offers \n'),
    ).toEqual({ emails: ['a@x.in', 'c@x.in'], flyer: '/f.jpg', message: 'Diwali offers' });
    expect(buildNewsletterPayload(new Set(['a@x.in']), '/f.jpg', '   ').message).toBe('');
  });
});

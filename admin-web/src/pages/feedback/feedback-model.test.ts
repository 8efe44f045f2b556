import { describe, expect, it } from 'vitest';
import { feedbackAuthor, feedbackCount, feedbackDeleteText } from './feedback-model';

describe('feedback rules', () => {
  it('names the author by user name, else e-mail', () => {
    expect(feedbackAuthor({ userName: 'Asha', email: 'asha@shop.in' })).toBe('Asha');
    expect(feedbackAuthor({ userName: '', email: 'asha@shop.in' })).toBe('asha@shop.in');
    expect(feedbackAuthor({ userName: '', email: '' })).toBe('a customer');
  });

  it('counts entries', () => {
    expect(feedbackCount(1)).toBe('1 entry');
    expect(feedbackCount(0)).toBe('0 entries');
    expect(feedbackCount(12)).toBe('12 entries');
  });

  it('names the author in the delete confirmation', () => {
    expect(feedbackDeleteText({ userName: 'Asha', email: 'asha@shop.in' })).toBe(
      'Are you sure you want to delete the feedback from Asha (asha@shop.in)? It leaves the home page testimonials.',
    );
    expect(feedbackDeleteText({ userName: '', email: 'asha@shop.in' })).toContain(
      'from asha@shop.in?',
    );
  });
});

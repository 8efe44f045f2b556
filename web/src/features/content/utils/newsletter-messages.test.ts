import { describe, expect, it } from 'vitest';
import {
  ALREADY_SUBSCRIBED_SERVER,
  newsletterFailure,
  newsletterInputError,
  newsletterSuccess,
} from './newsletter-messages';

describe('newsletter messages', () => {
  it('refuses a blank e-mail before any request', () => {
    expect(newsletterInputError('')).toBe('Please enter a valid email address.');
    expect(newsletterInputError('   ')).toBe('Please enter a valid email address.');
    expect(newsletterInputError('asha@example.com')).toBeNull();
  });

  it("shows the server's success message", () => {
    expect(newsletterSuccess('Thank you for subscribing to our newsletter!')).toEqual({
      title: 'Thank you for subscribing to our newsletter!',
      variant: 'success',
    });
  });

  it('turns the duplicate answer into a warning', () => {
    expect(newsletterFailure(ALREADY_SUBSCRIBED_SERVER)).toEqual({
      title: 'You are already subscribed!',
      variant: 'warning',
    });
  });

  it('answers other refusals with "Subscription failed. Try again!"', () => {
    expect(newsletterFailure('Too many requests. Please try again later.').title).toBe(
      'Subscription failed. Try again!',
    );
    expect(newsletterFailure('Please enter a valid email address.').variant).toBe('destructive');
  });

  it('falls back to "Failed to subscribe" without a message', () => {
    expect(newsletterFailure(undefined)).toEqual({
      title: 'Failed to subscribe',
      variant: 'destructive',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { contactCount, contactDeleteText, contactLabel } from './contact-model';

describe('contact rules', () => {
  it('names the sender by name, else e-mail', () => {
    expect(contactLabel({ name: 'Ravi', email: 'ravi@example.com' })).toBe('Ravi');
    expect(contactLabel({ name: '', email: 'ravi@example.com' })).toBe('ravi@example.com');
    expect(contactLabel({ name: '', email: '' })).toBe('this visitor');
  });

  it('counts messages', () => {
    expect(contactCount(1)).toBe('1 message');
    expect(contactCount(3)).toBe('3 messages');
  });

  it('names the sender in the delete confirmation', () => {
    expect(contactDeleteText({ name: 'Ravi', email: 'ravi@example.com' })).toBe(
      'Are you sure you want to delete the message from Ravi (ravi@example.com)? This cannot be undone.',
    );
  });
});

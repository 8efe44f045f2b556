import { describe, expect, it } from 'vitest';
import { isContactComplete, trimContact } from './contact-rules';

describe('contact rules', () => {
  it('needs name, e-mail and message after trimming', () => {
    expect(isContactComplete({ name: 'Asha', email: 'a@example.com', message: 'Hi' })).toBe(true);
    expect(isContactComplete({ name: '  ', email: 'a@example.com', message: 'Hi' })).toBe(false);
    expect(isContactComplete({ name: 'Asha', email: '', message: 'Hi' })).toBe(false);
    expect(isContactComplete({ name: 'Asha', email: 'a@example.com', message: '\n ' })).toBe(false);
  });

  it('trims every field', () => {
    expect(trimContact({ name: ' Asha ', email: ' a@example.com', message: 'Hi \n' })).toEqual({
      name: 'Asha',
      email: 'a@example.com',
      message: 'Hi',
    });
  });
});

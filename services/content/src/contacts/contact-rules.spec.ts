import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONTACT_MESSAGES, contactProblem, trimContact } from './contact-rules.js';

describe('contact rules', () => {
  const valid = { name: 'Asha', email: 'asha@example.com', message: 'Hello' };

  it('reports blank fields before a bad e-mail', () => {
    assert.equal(
      contactProblem(trimContact({ name: ' ', email: 'bad', message: 'x' })),
      CONTACT_MESSAGES.allFieldsRequired,
    );
    assert.equal(
      contactProblem(trimContact({ ...valid, message: '\n ' })),
      CONTACT_MESSAGES.allFieldsRequired,
    );
    assert.equal(
      contactProblem({ ...valid, email: 'asha@example' }),
      CONTACT_MESSAGES.invalidEmail,
    );
  });

  it('limits the name to 100 and the message to 5000 characters', () => {
    assert.equal(contactProblem({ ...valid, name: 'n'.repeat(100) }), undefined);
    assert.equal(contactProblem({ ...valid, name: 'n'.repeat(101) }), CONTACT_MESSAGES.nameTooLong);
    assert.equal(contactProblem({ ...valid, message: 'm'.repeat(5000) }), undefined);
    assert.equal(
      contactProblem({ ...valid, message: 'm'.repeat(5001) }),
      CONTACT_MESSAGES.messageTooLong,
    );
  });

  it('trims every field', () => {
    assert.deepEqual(trimContact({ name: ' A ', email: ' a@b.co ', message: ' m ' }), {
      name: 'A',
      email: 'a@b.co',
      message: 'm',
    });
  });
});

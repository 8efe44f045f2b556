import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATEGORY_MESSAGES, categoryProblem, slugify } from './category-rules.js';

describe('category rules', () => {
  it('makes slugs from names', () => {
    assert.equal(slugify('Celebrity Collection'), 'celebrity-collection');
    assert.equal(slugify('  Silk & Zari!! '), 'silk-and-zari');
  });

  it('requires a name and a description; an image must be a link', () => {
    assert.equal(
      categoryProblem({ name: '', description: 'x', image: '', slug: '' }),
      CATEGORY_MESSAGES.nameRequired,
    );
    assert.equal(
      categoryProblem({ name: 'x', description: ' ', image: '', slug: '' }),
      CATEGORY_MESSAGES.descriptionRequired,
    );
    assert.equal(
      categoryProblem({ name: 'x', description: 'y', image: 'javascript:alert(1)', slug: '' }),
      CATEGORY_MESSAGES.imageLink,
    );
    assert.equal(
      categoryProblem({ name: 'x', description: 'y', image: '/media/images/c/640.jpg', slug: '' }),
      undefined,
    );
    assert.equal(
      CATEGORY_MESSAGES.stillHasProducts(3),
      'This category still has 3 products. Move or delete them first.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { buildCategoryPayload, canSubmitCategory, categoryToForm } from './category-model';

describe('category form', () => {
  it('needs a name and a description, and no upload in progress', () => {
    expect(canSubmitCategory({ name: 'Tussars', description: 'Wild silk' }, false)).toBe(true);
    expect(canSubmitCategory({ name: ' ', description: 'Wild silk' }, false)).toBe(false);
    expect(canSubmitCategory({ name: 'Tussars', description: '' }, false)).toBe(false);
    expect(canSubmitCategory({ name: 'Tussars', description: 'Wild silk' }, true)).toBe(false);
  });

  it('sends trimmed texts and the image URL (empty when none)', () => {
    expect(buildCategoryPayload({ name: ' Tussars ', description: ' Wild silk\n' })).toEqual({
      name: 'Tussars',
      description: 'Wild silk',
      image: '',
    });
  });

  it('starts from the category being edited, or empty', () => {
    expect(
      categoryToForm({
        id: 'c1',
        name: 'Cotton',
        description: 'Airy',
        slug: 'cotton-sarees',
        image: '/media/images/c/640.jpg',
        productCount: 3,
      }),
    ).toEqual({ name: 'Cotton', description: 'Airy', image: '/media/images/c/640.jpg' });
    expect(categoryToForm(null)).toEqual({ name: '', description: '', image: '' });
  });
});

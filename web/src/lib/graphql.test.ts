import { describe, expect, it } from 'vitest';
import { graphqlArgs, readGraphqlAnswer } from './graphql';

describe('graphql helpers', () => {
  it('writes arguments as literals and leaves out undefined ones', () => {
    expect(
      graphqlArgs({
        slug: 'organza-sarees',
        filter: { price: ['0-1000', '6000-above'] },
        sortBy: 'price-lowtohigh',
        page: undefined,
        limit: 12,
        newArrival: true,
      }),
    ).toBe(
      'slug: "organza-sarees", filter: { price: ["0-1000", "6000-above"] }, sortBy: "price-lowtohigh", limit: 12, newArrival: true',
    );
    expect(graphqlArgs({ keyword: 'say "hi"\n' })).toBe('keyword: "say \\"hi\\"\\n"');
  });

  it('turns GraphQL errors into errors with the first message', () => {
    expect(readGraphqlAnswer({ errors: [{ message: 'Product not found' }] })).toEqual({
      error: {
        status: 'CUSTOM_ERROR',
        error: 'Product not found',
        data: { success: false, message: 'Product not found' },
      },
    });
    expect(readGraphqlAnswer({ data: { homePage: {} } })).toEqual({ data: { homePage: {} } });
    expect('error' in readGraphqlAnswer(null)).toBe(true);
  });
});

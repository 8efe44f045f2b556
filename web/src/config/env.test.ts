import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the same-origin gateway', () => {
    expect(parseEnv({})).toEqual({ API_URL: '/api', GRAPHQL_URL: '/graphql', PIXEL_ID: '' });
  });

  it('takes paths and http(s) URLs and refuses anything else', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.example/api' }).API_URL).toBe(
      'https://api.example/api',
    );
    expect(() => parseEnv({ VITE_GRAPHQL_URL: 'graphql' })).toThrow(/GRAPHQL_URL/);
  });

  it('takes a numeric pixel id and refuses anything else', () => {
    expect(parseEnv({ VITE_PIXEL_ID: ' 123456789012 ' }).PIXEL_ID).toBe('123456789012');
    expect(() => parseEnv({ VITE_PIXEL_ID: 'abc' })).toThrow(/PIXEL_ID/);
  });
});

import { describe, expect, it } from 'vitest';
import { cleanPostUrl, postLabel, postUrlProblem } from './instafeed-model';

describe('the post URL', () => {
  it('is required, blanks included, and sent trimmed', () => {
    expect(postUrlProblem('')).toBe('Post URL is required');
    expect(postUrlProblem('   ')).toBe('Post URL is required');
    expect(postUrlProblem(' https://www.instagram.com/p/Cx1/ ')).toBeNull();
    expect(cleanPostUrl(' https://www.instagram.com/p/Cx1/ \n')).toBe(
      'https://www.instagram.com/p/Cx1/',
    );
  });

  it('leaves the http(s) rule to the server', () => {
    expect(postUrlProblem('instagram.com/p/Cx1')).toBeNull();
  });
});

describe('postLabel', () => {
  it('names a post by its host and path', () => {
    expect(postLabel('https://www.instagram.com/p/Cx1/')).toBe('instagram.com/p/Cx1');
    expect(postLabel('http://example.com')).toBe('example.com');
  });

  it('shows other text as it is, shortened', () => {
    expect(postLabel('not a url')).toBe('not a url');
    expect(postLabel(`https://example.com/${'a'.repeat(80)}`, 20)).toBe('example.com/aaaaaaa…');
  });
});

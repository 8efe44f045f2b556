import { isHttpUrl } from '../common/rules.js';

export const FEED_MESSAGES = {
  urlRequired: 'Post URL is required',
  urlInvalid: 'Post URL must be a valid http(s) link',
  duplicate: 'This post is already in the feed',
  notFound: 'Post not found',
} as const;

/** The problem of one trimmed post URL, or undefined. */
export function postUrlProblem(url: string): string | undefined {
  if (!url) return FEED_MESSAGES.urlRequired;
  if (!isHttpUrl(url)) return FEED_MESSAGES.urlInvalid;
  return undefined;
}

/**
 * The URLs of an AddFeedPosts call, trimmed and without repeats (first occurrence kept),
 * or the first problem: none given, a blank one, or one that is not http(s).
 */
export function postUrls(urls: string[] | undefined): { urls: string[] } | { problem: string } {
  const trimmed = (urls ?? []).map((url) => url.trim());
  if (trimmed.length === 0) return { problem: FEED_MESSAGES.urlRequired };
  for (const url of trimmed) {
    const problem = postUrlProblem(url);
    if (problem) return { problem };
  }
  return { urls: [...new Set(trimmed)] };
}

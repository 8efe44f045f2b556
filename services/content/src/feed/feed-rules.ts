import { charCount } from '../common/listing.js';
import { isHttpUrl, isImageLink } from '../common/rules.js';

export const FEED_MESSAGES = {
  urlRequired: 'Post URL is required',
  urlInvalid: 'Post URL must be a valid http(s) link',
  duplicate: 'This post is already in the feed',
  notFound: 'Post not found',
  imageInvalid: 'Image must be a link',
  altTooLong: 'Alt text must not exceed 200 characters',
} as const;

const ALT_MAX_LENGTH = 200;

/** A post's picture and alt text, trimmed: the problem of either, or undefined. */
export function pictureProblem(image: string, alt: string): string | undefined {
  if (image && !isImageLink(image)) return FEED_MESSAGES.imageInvalid;
  if (charCount(alt) > ALT_MAX_LENGTH) return FEED_MESSAGES.altTooLong;
  return undefined;
}

export interface PostInput {
  url: string;
  image: string;
  alt: string;
}

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
  const checked = postInputs((urls ?? []).map((url) => ({ postUrl: url })));
  return 'problem' in checked ? checked : { urls: checked.posts.map((post) => post.url) };
}

/**
 * The posts of an AddFeedPosts call with their pictures, trimmed, without repeated URLs
 * (first occurrence kept), or the first problem.
 */
export function postInputs(
  given: { postUrl?: string; image?: string; alt?: string }[],
): { posts: PostInput[] } | { problem: string } {
  if (given.length === 0) return { problem: FEED_MESSAGES.urlRequired };
  const byUrl = new Map<string, PostInput>();
  for (const post of given) {
    const input = {
      url: (post.postUrl ?? '').trim(),
      image: (post.image ?? '').trim(),
      alt: (post.alt ?? '').trim(),
    };
    const problem = postUrlProblem(input.url) ?? pictureProblem(input.image, input.alt);
    if (problem) return { problem };
    if (!byUrl.has(input.url)) byUrl.set(input.url, input);
  }
  return { posts: [...byUrl.values()] };
}

// The content the storefront shows (docs/api-content.md): banners, social-feed posts with their
// pictures and
// testimonials (feedback without e-mail). Read leniently with plain readers, as the
// catalogue's are: they run on the home page, whose first-load JavaScript has a budget.

export type Banner = { id: string; image: string; description: string };

export type Testimonial = { id: string; userName: string; feedback: string; createdAt: string };

/** A social-feed post with its picture (the gateway answers only posts that have one). */
export type FeedPost = {
  id: string;
  postUrl: string;
  image: string;
  /** The picture's pixel size; 0 when the gateway does not know it. */
  imageWidth: number;
  imageHeight: number;
  alt: string;
};

export type HomeContent = { banners: Banner[]; feedPosts: FeedPost[]; testimonials: Testimonial[] };

export type NewContact = { name: string; email: string; message: string };

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function idOf(raw: Raw): string {
  return text(raw.id) || text(raw._id);
}

function list<T>(value: unknown, read: (raw: Raw) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((raw) => {
    const item = read(raw);
    return item ? [item] : [];
  });
}

export function readBanner(raw: Raw): Banner | null {
  const image = text(raw.image);
  return image ? { id: idOf(raw) || image, image, description: text(raw.description) } : null;
}

export function readTestimonial(raw: Raw): Testimonial | null {
  const feedback = text(raw.feedback);
  if (!feedback) return null;
  return {
    id: idOf(raw) || `${text(raw.createdAt)}-${feedback.slice(0, 16)}`,
    userName: text(raw.userName) || 'Customer',
    feedback,
    createdAt: text(raw.createdAt),
  };
}

const HTTP_LINK = /^https?:\/\/[^\s]+$/i;
/** A picture the storefront shows: an http(s) link or an upload's /media path. */
const IMAGE_LINK = /^(?:https?:\/\/[^\s]+|\/media\/[^\s]+)$/i;

function size(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * A feed post with a picture: only http(s) post links (anything else could run script when
 * opened) and picture links; a post without a picture is left out (never an empty tile).
 */
export function readFeedPost(raw: Raw): FeedPost | null {
  const postUrl = text(raw.postUrl);
  const image = text(raw.image);
  if (!HTTP_LINK.test(postUrl) || !IMAGE_LINK.test(image)) return null;
  return {
    id: idOf(raw) || postUrl,
    postUrl,
    image,
    imageWidth: size(raw.imageWidth),
    imageHeight: size(raw.imageHeight),
    alt: text(raw.alt).trim(),
  };
}

export function readFeedPosts(value: unknown): FeedPost[] {
  return list(value, readFeedPost);
}

/** The content fields of the GraphQL `homePage` answer. */
export function readHomeContent(raw: Raw): HomeContent {
  return {
    banners: list(raw.banners, readBanner),
    feedPosts: readFeedPosts(raw.feed),
    testimonials: list(raw.testimonials, readTestimonial),
  };
}

/** The `message` of an answer envelope, if any. */
export function readMessage(body: unknown): string | undefined {
  const message = isRecord(body) ? body.message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

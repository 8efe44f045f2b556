// The content the storefront shows (docs/api-content.md): banners, social-feed post URLs and
// testimonials (feedback without e-mail). Read leniently with plain readers, as the
// catalogue's are: they run on the home page, whose first-load JavaScript has a budget.

export type Banner = { id: string; image: string; description: string };

export type Testimonial = { id: string; userName: string; feedback: string; createdAt: string };

export type HomeContent = { banners: Banner[]; feedPosts: string[]; testimonials: Testimonial[] };

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

/** Only http(s) links become feed posts: anything else could run script when opened. */
export function readFeedPosts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (url): url is string => typeof url === 'string' && /^https?:\/\/[^\s]+$/i.test(url),
  );
}

/** The content fields of the GraphQL `homePage` answer. */
export function readHomeContent(raw: Raw): HomeContent {
  return {
    banners: list(raw.banners, readBanner),
    feedPosts: readFeedPosts(raw.feedPosts),
    testimonials: list(raw.testimonials, readTestimonial),
  };
}

/** The `message` of an answer envelope, if any. */
export function readMessage(body: unknown): string | undefined {
  const message = isRecord(body) ? body.message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

import { BadRequestException, Injectable } from '@nestjs/common';
import {
  FeedbackStatus,
  type Banner,
  type Contact,
  type FeedPost,
  type FeedPostInput,
  type Feedback,
  type Subscriber,
} from '@boutique/contracts/content/v1/content_service';
import { isHttpUrl, isMediaLink } from '@boutique/service-kit';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ContentClient } from '../clients/content.client.js';
import { actorOf } from '../common/actor.js';
import { integer, single } from '../common/query-params.js';
import { ContentCache } from './content-cache.js';
import { ContentRateLimits } from './content-rate-limits.js';
import {
  FEEDBACK_STATUSES,
  MAX_ALT,
  MAX_DESCRIPTION,
  MAX_FEEDBACK,
  MAX_MESSAGE,
  MAX_NAME,
  type AdminInstafeedView,
  type BannerView,
  type ContactView,
  type FeedbackSettingsView,
  type FeedbackStatusName,
  type FeedbackView,
  type FeedPostView,
  type SubscriberView,
} from './content.shapes.js';

/** Testimonials on the storefront (content's default for a public caller). */
const TESTIMONIALS = 50;
const MAX_EMAIL = 254;
/** Recipients of one campaign at most (every subscriber of a large list). */
const MAX_RECIPIENTS = 100_000;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

type Fields<K extends string> = Partial<Record<K, unknown>>;

export interface Page<T> {
  items: T[];
  total: number;
}

function bad(message: string): never {
  throw new BadRequestException(message);
}

/** A trimmed string; anything that is not text counts as blank. */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL && EMAIL.test(value);
}

function emailOf(value: unknown): string {
  const email = text(value);
  if (!isEmail(email)) bad('Please enter a valid email address.');
  return email;
}

function postUrlOf(value: unknown): string {
  const url = text(value);
  if (!url) bad('Post URL is required');
  if (!isHttpUrl(url)) bad('Post URL must be a valid http(s) link');
  return url;
}

/** A post's picture and alt text, trimmed ('' when absent). */
function pictureOf(body: Fields<'image' | 'alt'>) {
  const image = text(body.image);
  const alt = text(body.alt);
  if (image && !isMediaLink(image)) bad('Image must be a link');
  if (alt.length > MAX_ALT) bad('Alt text must not exceed 200 characters');
  return { image, alt };
}

/** A post of an add: a URL, or `{ postUrl, image, alt }`. */
function postInputOf(value: unknown): FeedPostInput {
  const fields: Fields<'postUrl' | 'image' | 'alt'> =
    typeof value === 'object' && value !== null ? value : { postUrl: value };
  return { postUrl: postUrlOf(fields.postUrl), ...pictureOf(fields) };
}

const STATUS_OF_NAME: Record<FeedbackStatusName, FeedbackStatus> = {
  pending: FeedbackStatus.FEEDBACK_STATUS_PENDING,
  approved: FeedbackStatus.FEEDBACK_STATUS_APPROVED,
  rejected: FeedbackStatus.FEEDBACK_STATUS_REJECTED,
};

function statusName(status: FeedbackStatus): FeedbackStatusName | undefined {
  return FEEDBACK_STATUSES.find((name) => STATUS_OF_NAME[name] === status);
}

/** `status` of an admin list: absent (all) or one of the three names. */
function statusFilterOf(value: unknown): FeedbackStatus {
  const given = single(value).trim();
  if (!given) return FeedbackStatus.FEEDBACK_STATUS_UNSPECIFIED;
  if (!(FEEDBACK_STATUSES as readonly string[]).includes(given))
    bad('Invalid status: expected pending, approved or rejected');
  return STATUS_OF_NAME[given as FeedbackStatusName];
}

/** A banner's fields; a new banner needs both, an edit keeps what is blank. */
function bannerOf(body: Fields<'image' | 'description'>, isNew: boolean) {
  const description = text(body.description);
  const image = text(body.image);
  if (isNew && !description) bad('Description is required');
  if (isNew && !image) bad('Image is required');
  if (image && !isMediaLink(image)) bad('Image must be a link');
  if (description.length > MAX_DESCRIPTION) bad('Description must not exceed 500 characters');
  return { image, description };
}

/** `search` (part of an e-mail), `page` (1-based) and `pageSize` (absent: every match, at most 1000). */
function listParamsOf(query: Record<string, unknown>) {
  return {
    emailSearch: single(query.search).slice(0, MAX_EMAIL),
    page: integer(query, 'page', 1, 1_000_000, 1),
    pageSize: integer(query, 'pageSize', 1, 1000, 0),
  };
}

// ---- content's messages as the edge shows them (`_id` = `id`) ----

const bannerView = ({ id, image, description, createdAt, updatedAt }: Banner): BannerView => ({
  id,
  _id: id,
  image,
  description,
  createdAt,
  updatedAt,
});
const feedPostView = (post: FeedPost): FeedPostView => ({
  id: post.id,
  _id: post.id,
  postUrl: post.postUrl,
  createdAt: post.createdAt,
  image: post.image,
  imageWidth: post.imageWidth,
  imageHeight: post.imageHeight,
  alt: post.alt,
});
const contactView = ({ id, name, email, message, createdAt }: Contact): ContactView => ({
  id,
  _id: id,
  name,
  email,
  message,
  createdAt,
});
const subscriberView = ({ id, email, createdAt }: Subscriber): SubscriberView => ({
  id,
  _id: id,
  email,
  createdAt,
});

/**
 * An admin's view of a feedback: everything, its status included; a testimonial (the
 * storefront, always approved): no e-mail, no user id, no status.
 */
function feedbackView(f: Feedback, admin = true): FeedbackView {
  const status = statusName(f.status);
  return {
    id: f.id,
    _id: f.id,
    ...(admin ? { userId: f.userId } : {}),
    user: f.userName,
    userName: f.userName,
    ...(admin ? { email: f.email } : {}),
    feedback: f.feedback,
    createdAt: f.createdAt,
    ...(admin && status ? { status } : {}),
    ...(admin && f.moderatedAt ? { moderatedAt: f.moderatedAt } : {}),
  };
}

/** The feed as one document: the URLs and the posts, newest first. */
export function instafeedOf(posts: FeedPostView[]): AdminInstafeedView {
  return { _id: 'instafeed', posts: posts.map((post) => post.postUrl), items: posts };
}

/**
 * Content at the edge: cached storefront reads (banners, feed, testimonials), the
 * storefront's writes behind their rate limits, admin calls (content checks the actor's
 * role again). Writes that change what the storefront shows drop the content cache
 * before they answer.
 */
@Injectable()
export class ContentService {
  constructor(
    private readonly content: ContentClient,
    private readonly cache: ContentCache,
    private readonly limits: ContentRateLimits,
  ) {}

  banners(): Promise<BannerView[]> {
    return this.cache.remember('banners', () => this.adminBanners());
  }

  /** The storefront's feed: only the posts with a picture (no empty tiles). */
  feedPosts(): Promise<FeedPostView[]> {
    return this.cache.remember('feedPosts', () => this.loadFeedPosts(true));
  }

  testimonials(): Promise<FeedbackView[]> {
    return this.cache.remember('testimonials', async () => {
      const { feedback } = await this.content.rpc.listFeedback({
        actor: undefined,
        emailSearch: '',
        page: 1,
        pageSize: TESTIMONIALS,
        status: FeedbackStatus.FEEDBACK_STATUS_UNSPECIFIED,
      });
      return feedback.map((f) => feedbackView(f, false));
    });
  }

  async addFeedback(user: AuthUser, body: Fields<'feedback'>): Promise<FeedbackView> {
    const given = text(body.feedback);
    if (!given) bad('Feedback is required');
    if (given.length > MAX_FEEDBACK) bad('Feedback must not exceed 1000 characters');
    await this.limits.beforeFeedback(user.id);
    const { feedback } = await this.content.rpc.addFeedback({
      actor: actorOf(user),
      feedback: given,
    });
    // shown at once only when moderation is off
    if (feedback?.status === FeedbackStatus.FEEDBACK_STATUS_APPROVED) this.cache.invalidate();
    return feedbackView(feedback!);
  }

  async addContact(ip: string, body: Fields<'name' | 'email' | 'message'>): Promise<ContactView> {
    await this.limits.beforeContact(ip);
    const fields = { name: text(body.name), email: text(body.email), message: text(body.message) };
    if (!fields.name || !fields.email || !fields.message)
      bad('Please fill out all fields before submitting.');
    if (!isEmail(fields.email)) bad('Please enter a valid email address.');
    if (fields.name.length > MAX_NAME) bad('Name must not exceed 100 characters');
    if (fields.message.length > MAX_MESSAGE) bad('Message must not exceed 5000 characters');
    const { contact } = await this.content.rpc.addContact({ actor: undefined, ...fields });
    return contactView(contact!);
  }

  async subscribe(ip: string, body: Fields<'email'>): Promise<SubscriberView> {
    await this.limits.beforeSubscribe(ip);
    const { subscriber } = await this.content.rpc.subscribe({ email: emailOf(body.email) });
    return subscriberView(subscriber!);
  }

  /** The e-mail a live unsubscribe token belongs to (NOT_FOUND otherwise). */
  async unsubscribeTarget(token: string): Promise<string> {
    return (await this.content.rpc.getUnsubscribe({ token })).email;
  }

  async unsubscribe(token: string): Promise<string> {
    return (await this.content.rpc.unsubscribe({ token })).email;
  }

  async adminBanners(): Promise<BannerView[]> {
    const { banners } = await this.content.rpc.listBanners({});
    return banners.map(bannerView);
  }

  async createBanner(admin: AuthUser, body: Fields<'image' | 'description'>) {
    const banner = bannerOf(body, true);
    const answer = await this.content.rpc.createBanner({ actor: actorOf(admin), banner });
    this.cache.invalidate();
    return bannerView(answer.banner!);
  }

  async updateBanner(admin: AuthUser, id: string, body: Fields<'image' | 'description'>) {
    const banner = bannerOf(body, false);
    const answer = await this.content.rpc.updateBanner({ actor: actorOf(admin), id, banner });
    this.cache.invalidate();
    return bannerView(answer.banner!);
  }

  async deleteBanner(admin: AuthUser, id: string): Promise<void> {
    await this.content.rpc.deleteBanner({ actor: actorOf(admin), id });
    this.cache.invalidate();
  }

  /** Every post, with a picture or not, newest first. */
  async adminInstafeed(): Promise<AdminInstafeedView> {
    return instafeedOf(await this.loadFeedPosts(false));
  }

  /**
   * `posts` (URLs or `{ postUrl, image, alt }`) or one `postUrl` with its `image` and `alt`:
   * the feed now, the posts added and the URLs already there.
   */
  async addFeedPosts(admin: AuthUser, body: Fields<'posts' | 'postUrl' | 'image' | 'alt'>) {
    const { posts, postUrl } = body;
    const given: unknown[] = Array.isArray(posts)
      ? posts
      : posts !== undefined && posts !== null
        ? [posts]
        : [{ postUrl, image: body.image, alt: body.alt }];
    if (given.length === 0) bad('Post URL is required');
    if (given.length > 100) bad('At most 100 posts at once');
    const inputs = given.map(postInputOf);
    const { added, skipped } = await this.content.rpc.addFeedPosts({
      actor: actorOf(admin),
      urls: [],
      posts: inputs,
    });
    this.cache.invalidate();
    const feed = await this.adminInstafeed();
    return { posts: feed.posts, items: feed.items, added: added.map(feedPostView), skipped };
  }

  /** A new URL, picture or alt text (the fields given; a blank URL is kept when another is given). */
  async updateFeedPost(
    admin: AuthUser,
    id: string,
    body: Fields<'postUrl' | 'image' | 'alt'>,
  ): Promise<FeedPostView> {
    const givesPicture = body.image !== undefined && body.image !== null;
    const givesAlt = body.alt !== undefined && body.alt !== null;
    const keepsUrl = !text(body.postUrl) && (givesPicture || givesAlt);
    const { image, alt } = pictureOf(body);
    const { post } = await this.content.rpc.updateFeedPost({
      actor: actorOf(admin),
      id,
      postUrl: keepsUrl ? '' : postUrlOf(body.postUrl),
      ...(givesPicture ? { image } : {}),
      ...(givesAlt ? { alt } : {}),
    });
    this.cache.invalidate();
    return feedPostView(post!);
  }

  async deleteFeedPost(admin: AuthUser, idOrUrl: string): Promise<void> {
    await this.content.rpc.deleteFeedPost({ actor: actorOf(admin), idOrUrl });
    this.cache.invalidate();
  }

  /** `status` (pending, approved, rejected; absent: all) besides the list's search and paging. */
  async adminFeedback(admin: AuthUser, query: Record<string, unknown>) {
    const status = statusFilterOf(query.status);
    const params = { actor: actorOf(admin), ...listParamsOf(query), status };
    const { feedback, total, counts } = await this.content.rpc.listFeedback(params);
    return {
      items: feedback.map((f) => feedbackView(f)),
      total,
      counts: counts ?? { pending: 0, approved: 0, rejected: 0 },
    };
  }

  /** Approves, rejects or puts back to pending; the storefront's testimonials follow at once. */
  async moderateFeedback(
    admin: AuthUser,
    id: string,
    status: FeedbackStatusName,
  ): Promise<FeedbackView> {
    const { feedback } = await this.content.rpc.setFeedbackStatus({
      actor: actorOf(admin),
      id,
      status: STATUS_OF_NAME[status],
    });
    this.cache.invalidate();
    return feedbackView(feedback!);
  }

  async feedbackSettings(admin: AuthUser): Promise<FeedbackSettingsView> {
    const { settings } = await this.content.rpc.getFeedbackSettings({ actor: actorOf(admin) });
    return { moderation: settings?.moderation ?? true };
  }

  async updateFeedbackSettings(
    admin: AuthUser,
    body: Fields<'moderation'>,
  ): Promise<FeedbackSettingsView> {
    if (typeof body.moderation !== 'boolean') bad('moderation must be true or false');
    const { settings } = await this.content.rpc.updateFeedbackSettings({
      actor: actorOf(admin),
      settings: { moderation: body.moderation },
    });
    return { moderation: settings?.moderation ?? body.moderation };
  }

  async feedbackById(admin: AuthUser, id: string): Promise<FeedbackView> {
    const { feedback } = await this.content.rpc.getFeedback({ actor: actorOf(admin), id });
    return feedbackView(feedback!);
  }

  async deleteFeedback(admin: AuthUser, id: string): Promise<void> {
    await this.content.rpc.deleteFeedback({ actor: actorOf(admin), id });
    this.cache.invalidate();
  }

  async adminContacts(admin: AuthUser, query: Record<string, unknown>) {
    const params = { actor: actorOf(admin), ...listParamsOf(query) };
    const { contacts, total } = await this.content.rpc.listContacts(params);
    return { items: contacts.map(contactView), total };
  }

  async deleteContact(admin: AuthUser, id: string): Promise<void> {
    await this.content.rpc.deleteContact({ actor: actorOf(admin), id });
  }

  async subscribers(admin: AuthUser, query: Record<string, unknown>) {
    const params = { actor: actorOf(admin), ...listParamsOf(query) };
    const { subscribers, total } = await this.content.rpc.listSubscribers(params);
    return { items: subscribers.map(subscriberView), total };
  }

  async deleteSubscriber(admin: AuthUser, email: string): Promise<void> {
    await this.content.rpc.deleteSubscriber({ actor: actorOf(admin), email: email.trim() });
  }

  async sendNewsletter(admin: AuthUser, body: Fields<'emails' | 'flyer' | 'message'>) {
    const list: unknown[] = Array.isArray(body.emails) ? body.emails : [];
    const emails = [...new Set(list.map(text).filter(Boolean))];
    if (emails.length === 0) bad('Please select at least one subscriber.');
    if (emails.length > MAX_RECIPIENTS) bad(`At most ${MAX_RECIPIENTS} recipients at once`);
    const flyer = text(body.flyer);
    if (!flyer) bad('Please upload a flyer image.');
    const message = text(body.message);
    if (message.length > MAX_MESSAGE) bad('Message must not exceed 5000 characters');
    const sent = await this.content.rpc.sendNewsletter({
      actor: actorOf(admin),
      emails,
      flyer,
      message,
    });
    return { campaignId: sent.campaignId, recipients: sent.recipients, message: sent.message };
  }

  private async loadFeedPosts(withImage: boolean): Promise<FeedPostView[]> {
    const { posts } = await this.content.rpc.listFeedPosts({ withImage });
    return posts.map(feedPostView);
  }
}

import { BadRequestException, Injectable } from '@nestjs/common';
import type {
  Banner,
  Contact,
  FeedPost,
  Feedback,
  Subscriber,
} from '@boutique/contracts/content/v1/content_service';
import { isHttpUrl, isMediaLink } from '@boutique/service-kit';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ContentClient } from '../clients/content.client.js';
import { actorOf } from '../common/actor.js';
import { integer, single } from '../common/query-params.js';
import { ContentCache } from './content-cache.js';
import { ContentRateLimits } from './content-rate-limits.js';
import {
  MAX_DESCRIPTION,
  MAX_FEEDBACK,
  MAX_MESSAGE,
  MAX_NAME,
  type AdminInstafeedView,
  type BannerView,
  type ContactView,
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
const feedPostView = ({ id, postUrl, createdAt }: FeedPost): FeedPostView => ({
  id,
  _id: id,
  postUrl,
  createdAt,
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

/** An admin's view of a feedback: everything; a testimonial (the storefront): no e-mail, no user id. */
function feedbackView(f: Feedback, admin = true): FeedbackView {
  return {
    id: f.id,
    _id: f.id,
    ...(admin ? { userId: f.userId } : {}),
    user: f.userName,
    userName: f.userName,
    ...(admin ? { email: f.email } : {}),
    feedback: f.feedback,
    createdAt: f.createdAt,
  };
}

/** The feed as one document: the URLs and the posts, newest first. */
function instafeedOf(posts: FeedPostView[]): AdminInstafeedView {
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

  feedPosts(): Promise<FeedPostView[]> {
    return this.cache.remember('feedPosts', () => this.loadFeedPosts());
  }

  testimonials(): Promise<FeedbackView[]> {
    return this.cache.remember('testimonials', async () => {
      const { feedback } = await this.content.rpc.listFeedback({
        actor: undefined,
        emailSearch: '',
        page: 1,
        pageSize: TESTIMONIALS,
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
    this.cache.invalidate();
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

  async adminInstafeed(): Promise<AdminInstafeedView> {
    return instafeedOf(await this.loadFeedPosts());
  }

  /** `posts` (URLs) or one `postUrl`: the feed now, the posts added and the URLs already there. */
  async addFeedPosts(admin: AuthUser, body: Fields<'posts' | 'postUrl'>) {
    const { posts, postUrl } = body;
    const given = Array.isArray(posts)
      ? posts
      : posts !== undefined && posts !== null
        ? [posts]
        : [postUrl];
    if (given.length === 0) bad('Post URL is required');
    if (given.length > 100) bad('At most 100 posts at once');
    const urls = given.map(postUrlOf);
    const { added, skipped } = await this.content.rpc.addFeedPosts({ actor: actorOf(admin), urls });
    this.cache.invalidate();
    const feed = await this.adminInstafeed();
    return { posts: feed.posts, items: feed.items, added: added.map(feedPostView), skipped };
  }

  async updateFeedPost(admin: AuthUser, id: string, postUrl: unknown): Promise<FeedPostView> {
    const { post } = await this.content.rpc.updateFeedPost({
      actor: actorOf(admin),
      id,
      postUrl: postUrlOf(postUrl),
    });
    this.cache.invalidate();
    return feedPostView(post!);
  }

  async deleteFeedPost(admin: AuthUser, idOrUrl: string): Promise<void> {
    await this.content.rpc.deleteFeedPost({ actor: actorOf(admin), idOrUrl });
    this.cache.invalidate();
  }

  async adminFeedback(admin: AuthUser, query: Record<string, unknown>) {
    const params = { actor: actorOf(admin), ...listParamsOf(query) };
    const { feedback, total } = await this.content.rpc.listFeedback(params);
    return { items: feedback.map((f) => feedbackView(f)), total };
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

  private async loadFeedPosts(): Promise<FeedPostView[]> {
    const { posts } = await this.content.rpc.listFeedPosts({});
    return posts.map(feedPostView);
  }
}

import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ContentClient } from '../clients/content.client.js';
import { actorOf } from '../common/actor.js';
import { ContentCache } from './content-cache.js';
import { ContentRateLimits } from './content-rate-limits.js';
import {
  toAdminListParams,
  toBannerEdit,
  toContactFields,
  toFeedbackText,
  toNewBanner,
  toNewsletter,
  toPostUrl,
  toPostUrls,
  toSubscriberEmail,
  type AdminListQuery,
} from './content.inputs.js';
import type {
  AdminInstafeedView,
  BannerView,
  ContactView,
  FeedbackView,
  FeedPostsAddedView,
  FeedPostView,
  NewsletterSentView,
  SubscriberView,
} from './content.models.js';
import {
  toAdminInstafeedView,
  toBannerView,
  toContactView,
  toFeedbackView,
  toFeedPostView,
  toSubscriberView,
  toTestimonialView,
} from './content.views.js';

export const BANNER_ADDED = 'Banner added successfully';
export const BANNER_UPDATED = 'Banner updated successfully';
export const BANNER_DELETED = 'Banner deleted successfully';
export const POST_ADDED = 'Post added successfully';
export const POST_UPDATED = 'Post updated successfully';
export const POST_DELETED = 'Post deleted successfully';
export const FEEDBACK_ADDED = 'Thank you for your feedback!';
export const FEEDBACK_DELETED = 'Feedback deleted successfully';
export const CONTACT_ADDED = 'Your message has been sent successfully!';
export const CONTACT_DELETED = 'Contact deleted successfully';
export const SUBSCRIBED = 'Thank you for subscribing to our newsletter!';
export const SUBSCRIBER_DELETED = 'Subscriber deleted successfully';
export const NEWSLETTER_SENT = 'Newsletter sent successfully';
export const UNSUBSCRIBED = 'You have been unsubscribed from our newsletter.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link has already been used or is not valid.';

/** Testimonials on the storefront (content's default for a public caller). */
export const TESTIMONIALS = 50;

export interface Page<T> {
  items: T[];
  total: number;
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

  // ---- storefront reads (cached) ----

  banners(): Promise<BannerView[]> {
    return this.cache.remember('banners', async () => {
      const { banners } = await this.content.rpc.listBanners({});
      return banners.map(toBannerView);
    });
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
      return feedback.map(toTestimonialView);
    });
  }

  // ---- storefront writes ----

  async addFeedback(user: AuthUser, body: { feedback?: unknown }): Promise<FeedbackView> {
    const text = toFeedbackText(body.feedback);
    await this.limits.beforeFeedback(user.id);
    const { feedback } = await this.content.rpc.addFeedback({
      actor: actorOf(user),
      feedback: text,
    });
    this.cache.invalidate();
    return toFeedbackView(feedback!);
  }

  async addContact(
    ip: string,
    body: { name?: unknown; email?: unknown; message?: unknown },
  ): Promise<ContactView> {
    await this.limits.beforeContact(ip);
    const fields = toContactFields(body);
    const { contact } = await this.content.rpc.addContact({ actor: undefined, ...fields });
    return toContactView(contact!);
  }

  async subscribe(ip: string, body: { email?: unknown }): Promise<SubscriberView> {
    await this.limits.beforeSubscribe(ip);
    const email = toSubscriberEmail(body.email);
    const { subscriber } = await this.content.rpc.subscribe({ email });
    return toSubscriberView(subscriber!);
  }

  /** The e-mail a live unsubscribe token belongs to (NOT_FOUND otherwise). */
  async unsubscribeTarget(token: string): Promise<string> {
    return (await this.content.rpc.getUnsubscribe({ token })).email;
  }

  async unsubscribe(token: string): Promise<string> {
    return (await this.content.rpc.unsubscribe({ token })).email;
  }

  // ---- admin: banners ----

  async adminBanners(): Promise<BannerView[]> {
    const { banners } = await this.content.rpc.listBanners({});
    return banners.map(toBannerView);
  }

  async createBanner(
    admin: AuthUser,
    body: { image?: unknown; description?: unknown },
  ): Promise<BannerView> {
    const { banner } = await this.content.rpc.createBanner({
      actor: actorOf(admin),
      banner: toNewBanner(body),
    });
    this.cache.invalidate();
    return toBannerView(banner!);
  }

  async updateBanner(
    admin: AuthUser,
    id: string,
    body: { image?: unknown; description?: unknown },
  ): Promise<BannerView> {
    const { banner } = await this.content.rpc.updateBanner({
      actor: actorOf(admin),
      id,
      banner: toBannerEdit(body),
    });
    this.cache.invalidate();
    return toBannerView(banner!);
  }

  async deleteBanner(admin: AuthUser, id: string): Promise<void> {
    await this.content.rpc.deleteBanner({ actor: actorOf(admin), id });
    this.cache.invalidate();
  }

  // ---- admin: social feed ----

  async adminInstafeed(): Promise<AdminInstafeedView> {
    return toAdminInstafeedView(await this.loadFeedPosts());
  }

  async addFeedPosts(
    admin: AuthUser,
    body: { posts?: unknown; postUrl?: unknown },
  ): Promise<FeedPostsAddedView> {
    const urls = toPostUrls(body);
    const { added, skipped } = await this.content.rpc.addFeedPosts({
      actor: actorOf(admin),
      urls,
    });
    this.cache.invalidate();
    const feed = toAdminInstafeedView(await this.loadFeedPosts());
    return { posts: feed.posts, items: feed.items, added: added.map(toFeedPostView), skipped };
  }

  async updateFeedPost(admin: AuthUser, id: string, postUrl: unknown): Promise<FeedPostView> {
    const { post } = await this.content.rpc.updateFeedPost({
      actor: actorOf(admin),
      id,
      postUrl: toPostUrl(postUrl),
    });
    this.cache.invalidate();
    return toFeedPostView(post!);
  }

  async deleteFeedPost(admin: AuthUser, idOrUrl: string): Promise<void> {
    await this.content.rpc.deleteFeedPost({ actor: actorOf(admin), idOrUrl });
    this.cache.invalidate();
  }

  // ---- admin: feedback, contacts, subscribers ----

  async adminFeedback(admin: AuthUser, query: AdminListQuery): Promise<Page<FeedbackView>> {
    const { feedback, total } = await this.content.rpc.listFeedback({
      actor: actorOf(admin),
      ...toAdminListParams(query),
    });
    return { items: feedback.map(toFeedbackView), total };
  }

  async feedbackById(admin: AuthUser, id: string): Promise<FeedbackView> {
    const { feedback } = await this.content.rpc.getFeedback({ actor: actorOf(admin), id });
    return toFeedbackView(feedback!);
  }

  async deleteFeedback(admin: AuthUser, id: string): Promise<void> {
    await this.content.rpc.deleteFeedback({ actor: actorOf(admin), id });
    this.cache.invalidate();
  }

  async adminContacts(admin: AuthUser, query: AdminListQuery): Promise<Page<ContactView>> {
    const { contacts, total } = await this.content.rpc.listContacts({
      actor: actorOf(admin),
      ...toAdminListParams(query),
    });
    return { items: contacts.map(toContactView), total };
  }

  async deleteContact(admin: AuthUser, id: string): Promise<void> {
    await this.content.rpc.deleteContact({ actor: actorOf(admin), id });
  }

  async subscribers(admin: AuthUser, query: AdminListQuery): Promise<Page<SubscriberView>> {
    const { subscribers, total } = await this.content.rpc.listSubscribers({
      actor: actorOf(admin),
      ...toAdminListParams(query),
    });
    return { items: subscribers.map(toSubscriberView), total };
  }

  async deleteSubscriber(admin: AuthUser, email: string): Promise<void> {
    await this.content.rpc.deleteSubscriber({ actor: actorOf(admin), email: email.trim() });
  }

  async sendNewsletter(
    admin: AuthUser,
    body: { emails?: unknown; flyer?: unknown; message?: unknown },
  ): Promise<NewsletterSentView> {
    const { campaignId, recipients, message } = await this.content.rpc.sendNewsletter({
      actor: actorOf(admin),
      ...toNewsletter(body),
    });
    return { campaignId, recipients, message };
  }

  private async loadFeedPosts(): Promise<FeedPostView[]> {
    const { posts } = await this.content.rpc.listFeedPosts({});
    return posts.map(toFeedPostView);
  }
}

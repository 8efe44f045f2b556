import { Args, ID, Int, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { UseGuards } from '@nestjs/common';
import { CurrentUser, ClientIp, Roles } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { HomePage } from '../common/home-page.js';
import { MessagePayload } from '../common/message-payload.model.js';
import {
  AdminInstafeedView,
  BannerView,
  ContactPage,
  ContactView,
  FeedbackPage,
  FeedbackView,
  FeedPostsAddedView,
  FeedPostView,
  NewsletterSentView,
  SubscriberPage,
  SubscriberView,
} from './content.models.js';
import {
  BANNER_DELETED,
  CONTACT_DELETED,
  ContentService,
  FEEDBACK_DELETED,
  POST_DELETED,
  SUBSCRIBER_DELETED,
} from './content.service.js';
import { FeedbackAuthGuard } from './feedback-auth.guard.js';

function listArgs(search?: string, page?: number, pageSize?: number) {
  return { search, page, pageSize };
}

/** The content part of the home page, resolved beside the catalogue's in the same query. */
@Resolver(() => HomePage)
export class HomePageContentResolver {
  constructor(private readonly content: ContentService) {}

  @ResolveField(() => [BannerView], { description: 'Banners, oldest first (carousel order)' })
  banners(): Promise<BannerView[]> {
    return this.content.banners();
  }

  @ResolveField(() => [String], { description: 'Social-feed post URLs, newest first' })
  async feedPosts(): Promise<string[]> {
    return (await this.content.feedPosts()).map((post) => post.postUrl);
  }

  @ResolveField(() => [FeedbackView], { description: 'The newest 50 feedback, without e-mail' })
  testimonials(): Promise<FeedbackView[]> {
    return this.content.testimonials();
  }
}

/** GraphQL face of the content calls: same rules, messages and rate limits as REST. */
@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  // ---- storefront ----

  @Query(() => [BannerView], { description: 'Banners, oldest first (carousel order)' })
  banners(): Promise<BannerView[]> {
    return this.content.banners();
  }

  @Query(() => [FeedPostView], { description: 'The social feed, newest first' })
  instafeed(): Promise<FeedPostView[]> {
    return this.content.feedPosts();
  }

  @Query(() => [FeedbackView], { description: 'The newest 50 feedback, without e-mail' })
  testimonials(): Promise<FeedbackView[]> {
    return this.content.testimonials();
  }

  @Mutation(() => FeedbackView, { description: 'Share feedback (signed in)' })
  @UseGuards(FeedbackAuthGuard)
  addFeedback(
    @CurrentUser() user: AuthUser,
    @Args('feedback') feedback: string,
  ): Promise<FeedbackView> {
    return this.content.addFeedback(user, { feedback });
  }

  @Mutation(() => ContactView, { description: 'Write to the shop' })
  addContact(
    @ClientIp() ip: string,
    @Args('name') name: string,
    @Args('email') email: string,
    @Args('message') message: string,
  ): Promise<ContactView> {
    return this.content.addContact(ip, { name, email, message });
  }

  @Mutation(() => SubscriberView, { description: 'Subscribe to the newsletter' })
  subscribeNewsletter(
    @ClientIp() ip: string,
    @Args('email') email: string,
  ): Promise<SubscriberView> {
    return this.content.subscribe(ip, { email });
  }

  // ---- admin ----

  @Query(() => FeedbackPage, { description: 'Feedback, newest first (admin)' })
  @Roles('admin')
  async adminFeedback(
    @CurrentUser() admin: AuthUser,
    @Args('search', { nullable: true }) search?: string,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('pageSize', { type: () => Int, nullable: true }) pageSize?: number,
  ): Promise<FeedbackPage> {
    const { items, total } = await this.content.adminFeedback(
      admin,
      listArgs(search, page, pageSize),
    );
    return { feedback: items, total };
  }

  @Query(() => ContactPage, { description: 'Contact messages, newest first (admin)' })
  @Roles('admin')
  async adminContacts(
    @CurrentUser() admin: AuthUser,
    @Args('search', { nullable: true }) search?: string,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('pageSize', { type: () => Int, nullable: true }) pageSize?: number,
  ): Promise<ContactPage> {
    const { items, total } = await this.content.adminContacts(
      admin,
      listArgs(search, page, pageSize),
    );
    return { contacts: items, total };
  }

  @Query(() => SubscriberPage, { description: 'Newsletter subscribers, newest first (admin)' })
  @Roles('admin')
  async newsletterSubscribers(
    @CurrentUser() admin: AuthUser,
    @Args('search', { nullable: true }) search?: string,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('pageSize', { type: () => Int, nullable: true }) pageSize?: number,
  ): Promise<SubscriberPage> {
    const { items, total } = await this.content.subscribers(
      admin,
      listArgs(search, page, pageSize),
    );
    return { subscribers: items, total };
  }

  @Mutation(() => BannerView, { description: 'Adds a banner (admin)' })
  @Roles('admin')
  createBanner(
    @CurrentUser() admin: AuthUser,
    @Args('image') image: string,
    @Args('description') description: string,
  ): Promise<BannerView> {
    return this.content.createBanner(admin, { image, description });
  }

  @Mutation(() => BannerView, { description: 'Changes a banner (admin; the fields given)' })
  @Roles('admin')
  updateBanner(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('image', { nullable: true }) image?: string,
    @Args('description', { nullable: true }) description?: string,
  ): Promise<BannerView> {
    return this.content.updateBanner(admin, id, { image, description });
  }

  @Mutation(() => MessagePayload, { description: 'Deletes a banner (admin)' })
  @Roles('admin')
  async deleteBanner(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MessagePayload> {
    await this.content.deleteBanner(admin, id);
    return { success: true, message: BANNER_DELETED };
  }

  @Query(() => AdminInstafeedView, { description: 'The social feed with its posts (admin)' })
  @Roles('admin')
  adminInstafeed(): Promise<AdminInstafeedView> {
    return this.content.adminInstafeed();
  }

  @Mutation(() => FeedPostsAddedView, { description: 'Adds posts to the feed (admin)' })
  @Roles('admin')
  addFeedPosts(
    @CurrentUser() admin: AuthUser,
    @Args('posts', { type: () => [String] }) posts: string[],
  ): Promise<FeedPostsAddedView> {
    return this.content.addFeedPosts(admin, { posts });
  }

  @Mutation(() => FeedPostView, { description: "Replaces a post's URL (admin)" })
  @Roles('admin')
  updateFeedPost(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('postUrl') postUrl: string,
  ): Promise<FeedPostView> {
    return this.content.updateFeedPost(admin, id, postUrl);
  }

  @Mutation(() => MessagePayload, { description: 'Deletes a post by id or URL (admin)' })
  @Roles('admin')
  async deleteFeedPost(
    @CurrentUser() admin: AuthUser,
    @Args('id') id: string,
  ): Promise<MessagePayload> {
    await this.content.deleteFeedPost(admin, id);
    return { success: true, message: POST_DELETED };
  }

  @Mutation(() => MessagePayload, { description: 'Deletes a feedback (admin)' })
  @Roles('admin')
  async deleteFeedback(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MessagePayload> {
    await this.content.deleteFeedback(admin, id);
    return { success: true, message: FEEDBACK_DELETED };
  }

  @Mutation(() => MessagePayload, { description: 'Deletes a contact message (admin)' })
  @Roles('admin')
  async deleteContact(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MessagePayload> {
    await this.content.deleteContact(admin, id);
    return { success: true, message: CONTACT_DELETED };
  }

  @Mutation(() => MessagePayload, { description: 'Removes a subscriber (admin)' })
  @Roles('admin')
  async deleteSubscriber(
    @CurrentUser() admin: AuthUser,
    @Args('email') email: string,
  ): Promise<MessagePayload> {
    await this.content.deleteSubscriber(admin, email);
    return { success: true, message: SUBSCRIBER_DELETED };
  }

  @Mutation(() => NewsletterSentView, { description: 'Sends a campaign (admin; queued)' })
  @Roles('admin')
  sendNewsletter(
    @CurrentUser() admin: AuthUser,
    @Args('emails', { type: () => [String] }) emails: string[],
    @Args('flyer') flyer: string,
    @Args('message', { nullable: true }) message?: string,
  ): Promise<NewsletterSentView> {
    return this.content.sendNewsletter(admin, { emails, flyer, message });
  }
}

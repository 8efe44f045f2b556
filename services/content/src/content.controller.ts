import { Controller } from '@nestjs/common';
import {
  ContentServiceControllerMethods,
  type AddContactRequest,
  type AddContactResponse,
  type AddFeedbackRequest,
  type AddFeedbackResponse,
  type AddFeedPostsRequest,
  type AddFeedPostsResponse,
  type ContentServiceController,
  type CreateBannerRequest,
  type CreateBannerResponse,
  type DeleteBannerRequest,
  type DeleteBannerResponse,
  type DeleteContactRequest,
  type DeleteContactResponse,
  type DeleteFeedbackRequest,
  type DeleteFeedbackResponse,
  type DeleteFeedPostRequest,
  type DeleteFeedPostResponse,
  type DeleteMediaRequest,
  type DeleteMediaResponse,
  type DeleteSubscriberRequest,
  type DeleteSubscriberResponse,
  type GetFeedbackRequest,
  type GetFeedbackResponse,
  type GetUnsubscribeRequest,
  type GetUnsubscribeResponse,
  type ListBannersResponse,
  type ListContactsRequest,
  type ListContactsResponse,
  type ListFeedbackRequest,
  type ListFeedbackResponse,
  type ListFeedPostsRequest,
  type ListFeedPostsResponse,
  type SetFeedbackStatusRequest,
  type SetFeedbackStatusResponse,
  type GetFeedbackSettingsRequest,
  type GetFeedbackSettingsResponse,
  type UpdateFeedbackSettingsRequest,
  type UpdateFeedbackSettingsResponse,
  type ListSubscribersRequest,
  type ListSubscribersResponse,
  type SendNewsletterRequest,
  type SendNewsletterResponse,
  type SubscribeRequest,
  type SubscribeResponse,
  type UnsubscribeRequest,
  type UnsubscribeResponse,
  type UpdateBannerRequest,
  type UpdateBannerResponse,
  type UpdateFeedPostRequest,
  type UpdateFeedPostResponse,
  type GetOwnMediaRequest,
  type GetOwnMediaResponse,
  type UploadMediaRequest,
  type UploadMediaResponse,
} from '@boutique/contracts/content/v1/content_service';
import { BannersService } from './banners/banners.service.js';
import { ContactsService } from './contacts/contacts.service.js';
import { FeedService } from './feed/feed.service.js';
import { FeedbackService } from './feedback/feedback.service.js';
import { MediaService, toMediaFileMessage } from './media/media.service.js';
import { NEWSLETTER_MESSAGES } from './newsletter/newsletter-rules.js';
import { NewsletterService } from './newsletter/newsletter.service.js';

/**
 * gRPC handlers of content.v1.ContentService: each delegates to its feature's service
 * (media, banners, feed, feedback, contacts, newsletter).
 */
@Controller()
@ContentServiceControllerMethods()
export class ContentController implements ContentServiceController {
  constructor(
    private readonly media: MediaService,
    private readonly banners: BannersService,
    private readonly feed: FeedService,
    private readonly feedback: FeedbackService,
    private readonly contacts: ContactsService,
    private readonly newsletter: NewsletterService,
  ) {}

  async uploadMedia(request: UploadMediaRequest): Promise<UploadMediaResponse> {
    return { file: toMediaFileMessage(await this.media.upload(request)) };
  }

  async getOwnMedia(request: GetOwnMediaRequest): Promise<GetOwnMediaResponse> {
    const files = await this.media.own(request.actor, request.ids ?? []);
    return { files: files.map(toMediaFileMessage) };
  }

  async deleteMedia(request: DeleteMediaRequest): Promise<DeleteMediaResponse> {
    await this.media.delete(request.actor, request.id);
    return {};
  }

  async listBanners(): Promise<ListBannersResponse> {
    return { banners: await this.banners.list() };
  }

  async createBanner(request: CreateBannerRequest): Promise<CreateBannerResponse> {
    return { banner: await this.banners.create(request.actor, request.banner) };
  }

  async updateBanner(request: UpdateBannerRequest): Promise<UpdateBannerResponse> {
    return { banner: await this.banners.update(request.actor, request.id, request.banner) };
  }

  async deleteBanner(request: DeleteBannerRequest): Promise<DeleteBannerResponse> {
    await this.banners.delete(request.actor, request.id);
    return {};
  }

  async listFeedPosts(request: ListFeedPostsRequest): Promise<ListFeedPostsResponse> {
    return { posts: await this.feed.list(request.withImage) };
  }

  async addFeedPosts(request: AddFeedPostsRequest): Promise<AddFeedPostsResponse> {
    return this.feed.add(request.actor, request.urls, request.posts);
  }

  async updateFeedPost(request: UpdateFeedPostRequest): Promise<UpdateFeedPostResponse> {
    return { post: await this.feed.update(request) };
  }

  async deleteFeedPost(request: DeleteFeedPostRequest): Promise<DeleteFeedPostResponse> {
    await this.feed.delete(request.actor, request.idOrUrl);
    return {};
  }

  async addFeedback(request: AddFeedbackRequest): Promise<AddFeedbackResponse> {
    return { feedback: await this.feedback.add(request.actor, request.feedback) };
  }

  async listFeedback(request: ListFeedbackRequest): Promise<ListFeedbackResponse> {
    return this.feedback.list(request);
  }

  async getFeedback(request: GetFeedbackRequest): Promise<GetFeedbackResponse> {
    return { feedback: await this.feedback.get(request.actor, request.id) };
  }

  async deleteFeedback(request: DeleteFeedbackRequest): Promise<DeleteFeedbackResponse> {
    await this.feedback.delete(request.actor, request.id);
    return {};
  }

  async setFeedbackStatus(request: SetFeedbackStatusRequest): Promise<SetFeedbackStatusResponse> {
    return {
      feedback: await this.feedback.setStatus(request.actor, request.id, request.status),
    };
  }

  async getFeedbackSettings(
    request: GetFeedbackSettingsRequest,
  ): Promise<GetFeedbackSettingsResponse> {
    return { settings: await this.feedback.settings(request.actor) };
  }

  async updateFeedbackSettings(
    request: UpdateFeedbackSettingsRequest,
  ): Promise<UpdateFeedbackSettingsResponse> {
    return { settings: await this.feedback.updateSettings(request.actor, request.settings) };
  }

  async addContact(request: AddContactRequest): Promise<AddContactResponse> {
    return { contact: await this.contacts.add(request) };
  }

  async listContacts(request: ListContactsRequest): Promise<ListContactsResponse> {
    return this.contacts.list(request);
  }

  async deleteContact(request: DeleteContactRequest): Promise<DeleteContactResponse> {
    await this.contacts.delete(request.actor, request.id);
    return {};
  }

  async subscribe(request: SubscribeRequest): Promise<SubscribeResponse> {
    return {
      subscriber: await this.newsletter.subscribe(request.email),
      message: NEWSLETTER_MESSAGES.subscribed,
    };
  }

  async listSubscribers(request: ListSubscribersRequest): Promise<ListSubscribersResponse> {
    return this.newsletter.list(request);
  }

  async deleteSubscriber(request: DeleteSubscriberRequest): Promise<DeleteSubscriberResponse> {
    await this.newsletter.deleteByEmail(request.actor, request.email);
    return {};
  }

  async unsubscribe(request: UnsubscribeRequest): Promise<UnsubscribeResponse> {
    return { email: await this.newsletter.unsubscribe(request.token) };
  }

  async getUnsubscribe(request: GetUnsubscribeRequest): Promise<GetUnsubscribeResponse> {
    return { email: await this.newsletter.unsubscribeTarget(request.token) };
  }

  async sendNewsletter(request: SendNewsletterRequest): Promise<SendNewsletterResponse> {
    return this.newsletter.send(request);
  }
}

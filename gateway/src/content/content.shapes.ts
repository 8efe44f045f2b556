import { ID, Int } from '@nestjs/graphql';
import { DataResponse } from '../common/api-responses.js';
import { Prop, Shape } from '../common/shape.js';

const TIME = '2025-01-31T10:00:00.000Z';
const UUID = '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e';
const IMAGE = '/media/images/3f1c/1024.jpg';
const POST_URL = 'https://www.instagram.com/p/C1a2b3c4d5e/';
const TOTAL = { example: 1, description: 'All matches, over every page' };

export const MAX_FEEDBACK = 1000;
export const MAX_NAME = 100;
export const MAX_MESSAGE = 5000;
export const MAX_DESCRIPTION = 500;
export const MAX_ALT = 200;
export const FEEDBACK_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type FeedbackStatusName = (typeof FEEDBACK_STATUSES)[number];

/** A home-page carousel banner (REST `data`, GraphQL `Banner`). */
@Shape('Banner')
export class BannerView {
  @Prop(() => ID, { example: UUID }) id: string;
  /** The same id under the name older clients read (REST only). */
  @Prop({ example: UUID, graphql: false }) _id: string;
  @Prop({ example: IMAGE, description: 'Image URL' }) image: string;
  @Prop({ example: 'Festive organza collection' }) description: string;
  @Prop({ example: TIME, description: 'RFC 3339' }) createdAt: string;
  @Prop({ example: TIME, description: 'RFC 3339' }) updatedAt: string;
}

/** A social-feed post with its picture (the storefront lists only posts that have one). */
@Shape('FeedPost')
export class FeedPostView {
  @Prop(() => ID, { example: UUID }) id: string;
  @Prop({ example: UUID, graphql: false }) _id: string;
  @Prop({ example: POST_URL }) postUrl: string;
  @Prop({ example: TIME, description: 'RFC 3339' }) createdAt: string;
  @Prop({ example: IMAGE, description: "The post's picture; empty when it has none" })
  image: string;
  @Prop(() => Int, { example: 1024, description: 'Pixel width of an uploaded picture, else 0' })
  imageWidth: number;
  @Prop(() => Int, { example: 1024, description: 'Pixel height of an uploaded picture, else 0' })
  imageHeight: number;
  @Prop({ example: 'Red Kanjivaram silk saree', description: 'Alt text (may be empty)' })
  alt: string;
}

/** A customer's feedback (a testimonial). The storefront's list has no e-mail and no userId. */
@Shape('Feedback')
export class FeedbackView {
  @Prop(() => ID, { example: UUID }) id: string;
  @Prop({ example: UUID, graphql: false }) _id: string;
  @Prop({ example: UUID, optional: true, description: 'Admin answers only' }) userId?: string;
  /** The customer's name under the name older clients read (REST only). */
  @Prop({ example: 'Priya', graphql: false }) user: string;
  @Prop({ example: 'Priya' }) userName: string;
  @Prop({ example: 'priya@example.com', optional: true, description: 'Admin answers only' })
  email?: string;
  @Prop({ example: 'Lovely sarees and quick delivery.' }) feedback: string;
  @Prop({ example: TIME, description: 'RFC 3339' }) createdAt: string;
  @Prop({
    example: 'pending',
    enum: FEEDBACK_STATUSES,
    optional: true,
    graphql: false,
    description: 'Admin answers and the answer to a new feedback (testimonials are approved)',
  })
  status?: FeedbackStatusName;
  @Prop({
    example: TIME,
    optional: true,
    graphql: false,
    description: 'Admin answers: when it was last approved or rejected (absent while pending)',
  })
  moderatedAt?: string;
}

/** How many feedback have each status. */
@Shape('FeedbackCounts', { graphql: false })
export class FeedbackCountsView {
  @Prop({ example: 2 }) pending: number;
  @Prop({ example: 40 }) approved: number;
  @Prop({ example: 1 }) rejected: number;
}

/** The owner's testimonial choices. */
@Shape('FeedbackSettings', { graphql: false })
export class FeedbackSettingsView {
  @Prop({ example: true, description: 'New testimonials wait for approval' }) moderation: boolean;
}

/** A message sent through the contact form. */
@Shape('Contact', { graphql: false })
export class ContactView {
  @Prop({ example: UUID }) id: string;
  @Prop({ example: UUID }) _id: string;
  @Prop({ example: 'Priya' }) name: string;
  @Prop({ example: 'priya@example.com' }) email: string;
  @Prop({ example: 'Do you ship to Singapore?' }) message: string;
  @Prop({ example: TIME }) createdAt: string;
}

/** A newsletter subscriber. */
@Shape('Subscriber', { graphql: false })
export class SubscriberView {
  @Prop({ example: UUID }) id: string;
  @Prop({ example: UUID }) _id: string;
  @Prop({ example: 'priya@example.com' }) email: string;
  @Prop({ example: TIME }) createdAt: string;
}

/**
 * The storefront's feed: one document of post URLs and the posts with their pictures,
 * newest first (posts without a picture are left out).
 */
@Shape('Instafeed', { graphql: false })
export class InstafeedView {
  @Prop({ example: 'instafeed' }) _id: 'instafeed';
  @Prop(() => [String], { example: [POST_URL] }) posts: string[];
  @Prop(() => [FeedPostView]) items: FeedPostView[];
}

/** The admin's feed: the URLs and the posts (with a picture or not), newest first. */
@Shape('AdminInstafeed', { graphql: false })
export class AdminInstafeedView extends InstafeedView {}

/** What adding posts did: the feed now, the posts added and the URLs already there. */
@Shape('FeedPostsAdded', { graphql: false })
export class FeedPostsAddedView {
  @Prop(() => [String]) posts: string[];
  @Prop(() => [FeedPostView]) items: FeedPostView[];
  @Prop(() => [FeedPostView]) added: FeedPostView[];
  @Prop(() => [String]) skipped: string[];
}

/** A campaign handed to notification. */
@Shape('NewsletterSent', { graphql: false })
export class NewsletterSentView {
  @Prop({ example: UUID }) campaignId: string;
  @Prop({ example: 3 }) recipients: number;
  @Prop() message: string;
}

// ---- REST bodies (the service checks each field and answers the user-facing message) ----

/** POST /api/shop/feedback/add (userName and email are ignored: the account's are used). */
@Shape('AddFeedbackBody', { graphql: false })
export class AddFeedbackBody {
  @Prop({ example: 'Lovely sarees and quick delivery.', openapi: { maxLength: MAX_FEEDBACK } })
  feedback: string;
}

/** POST /api/shop/contacts/add. */
@Shape('AddContactBody', { graphql: false })
export class AddContactBody {
  @Prop({ example: 'Priya', openapi: { maxLength: MAX_NAME } }) name: string;
  @Prop({ example: 'priya@example.com' }) email: string;
  @Prop({ example: 'Do you ship to Singapore?', openapi: { maxLength: MAX_MESSAGE } })
  message: string;
}

/** POST /api/shop/newsletter/subscribe. */
@Shape('SubscribeBody', { graphql: false })
export class SubscribeBody {
  @Prop({ example: 'priya@example.com' }) email: string;
}

/** POST /api/admin/banners/add and PUT /api/admin/banners/edit/{id}. */
@Shape('BannerBody', { graphql: false })
export class BannerBody {
  @Prop({ example: IMAGE, description: 'A link (uploaded image)' }) image: string;
  @Prop({ example: 'Festive organza collection', openapi: { maxLength: MAX_DESCRIPTION } })
  description: string;
}

/**
 * POST /api/admin/instafeed/add: `posts` (URLs, or `{ postUrl, image, alt }` each) or one
 * `postUrl` with its `image` and `alt`.
 */
@Shape('AddFeedPostsBody', { graphql: false })
export class AddFeedPostsBody {
  @Prop(() => [String], {
    optional: true,
    example: [POST_URL],
    description: 'URLs, or objects { postUrl, image, alt }',
  })
  posts?: unknown;
  @Prop({ optional: true, example: POST_URL }) postUrl?: string;
  @Prop({ optional: true, example: IMAGE, description: 'A link (uploaded image)' })
  image?: string;
  @Prop({ optional: true, example: 'Red silk saree', openapi: { maxLength: MAX_ALT } })
  alt?: string;
}

/**
 * PUT /api/admin/instafeed/edit/{id}: the fields given (a blank or absent postUrl keeps the
 * URL when image or alt is given; an empty image removes the picture).
 */
@Shape('EditFeedPostBody', { graphql: false })
export class EditFeedPostBody {
  @Prop({ optional: true, example: POST_URL }) postUrl?: string;
  @Prop({ optional: true, example: IMAGE, description: 'A link (uploaded image); "" removes it' })
  image?: string;
  @Prop({ optional: true, example: 'Red silk saree', openapi: { maxLength: MAX_ALT } })
  alt?: string;
}

/** PUT /api/admin/feedback/settings. */
@Shape('FeedbackSettingsBody', { graphql: false })
export class FeedbackSettingsBody {
  @Prop({ example: false, description: 'New testimonials wait for approval' })
  moderation: boolean;
}

/** POST /api/admin/newsletter/send. */
@Shape('SendNewsletterBody', { graphql: false })
export class SendNewsletterBody {
  @Prop(() => [String], { example: ['priya@example.com'] }) emails: unknown;
  @Prop({ example: IMAGE, description: 'The flyer image URL' }) flyer: string;
  @Prop({
    optional: true,
    example: 'Our Diwali collection is here.',
    openapi: { maxLength: MAX_MESSAGE },
  })
  message?: string;
}

// ---- REST answers ----

export class BannerListResponse extends DataResponse({
  type: () => [BannerView],
  description: 'Oldest first (carousel order)',
}) {}

export class BannerResponse extends DataResponse(
  { type: () => BannerView },
  { message: 'Banner added successfully' },
) {}

export class InstafeedResponse extends DataResponse({
  type: () => [InstafeedView],
  description: 'One document, posts newest first',
}) {}

export class AdminInstafeedResponse extends DataResponse({ type: () => AdminInstafeedView }) {}

export class FeedPostsAddedResponse extends DataResponse(
  { type: () => FeedPostsAddedView },
  { message: 'Post added successfully' },
) {}

export class FeedPostResponse extends DataResponse(
  { type: () => FeedPostView },
  { message: 'Post updated successfully' },
) {}

export class FeedbackListResponse extends DataResponse({
  type: () => [FeedbackView],
  description: 'Newest first',
}) {}

export class AdminFeedbackListResponse extends FeedbackListResponse {
  @Prop({ ...TOTAL, graphql: false }) total: number;
  @Prop(() => FeedbackCountsView, {
    graphql: false,
    description: "Each status's count for the same e-mail search",
  })
  counts: FeedbackCountsView;
}

export class FeedbackSettingsResponse extends DataResponse(
  { type: () => FeedbackSettingsView },
  { message: 'Settings saved', messageOptional: true },
) {}

export class FeedbackModeratedResponse extends DataResponse(
  { type: () => FeedbackView },
  { message: 'Feedback approved' },
) {}

export class FeedbackResponse extends DataResponse(
  { type: () => FeedbackView },
  { message: 'Thank you for your feedback!', messageOptional: true },
) {}

export class ContactResponse extends DataResponse(
  { type: () => ContactView },
  { message: 'Your message has been sent successfully!' },
) {}

export class ContactListResponse extends DataResponse({
  type: () => [ContactView],
  description: 'Newest first',
}) {
  @Prop({ ...TOTAL, graphql: false }) total: number;
}

export class SubscriberResponse extends DataResponse(
  { type: () => SubscriberView },
  { message: 'Thank you for subscribing to our newsletter!' },
) {}

export class SubscriberListResponse extends DataResponse({
  type: () => [SubscriberView],
  description: 'Newest first',
}) {
  @Prop({ ...TOTAL, graphql: false }) total: number;
}

export class NewsletterSentResponse extends DataResponse(
  { type: () => NewsletterSentView },
  { message: 'Newsletter sent successfully' },
) {}

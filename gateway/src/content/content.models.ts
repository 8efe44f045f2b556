import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { DataResponse } from '../common/api-responses.js';

const TIME = '2025-01-31T10:00:00.000Z';
const UUID = '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e';
const POST_URL = 'https://www.instagram.com/p/C1a2b3c4d5e/';

/** A home-page carousel banner (REST `data`, GraphQL `Banner`). */
@ObjectType('Banner')
@ApiSchema({ name: 'Banner' })
export class BannerView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  id: string;

  /** The same id under the name older clients read (REST only). */
  @ApiProperty({ example: UUID })
  _id: string;

  @Field({ description: 'Image URL' })
  @ApiProperty({ example: '/media/images/3f1c/1024.jpg' })
  image: string;

  @Field()
  @ApiProperty({ example: 'Festive organza collection' })
  description: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  createdAt: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  updatedAt: string;
}

/** A social-feed post. */
@ObjectType('FeedPost')
@ApiSchema({ name: 'FeedPost' })
export class FeedPostView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  id: string;

  @ApiProperty({ example: UUID })
  _id: string;

  @Field()
  @ApiProperty({ example: POST_URL })
  postUrl: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  createdAt: string;
}

/** A customer's feedback (a testimonial). The storefront's list has no e-mail and no userId. */
@ObjectType('Feedback')
@ApiSchema({ name: 'Feedback' })
export class FeedbackView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  id: string;

  @ApiProperty({ example: UUID })
  _id: string;

  @Field({ nullable: true, description: 'Admin answers only' })
  @ApiPropertyOptional({ example: UUID, description: 'Admin answers only' })
  userId?: string;

  /** The customer's name under the name older clients read (REST only). */
  @ApiProperty({ example: 'Priya' })
  user: string;

  @Field()
  @ApiProperty({ example: 'Priya' })
  userName: string;

  @Field({ nullable: true, description: 'Admin answers only' })
  @ApiPropertyOptional({ example: 'priya@example.com', description: 'Admin answers only' })
  email?: string;

  @Field()
  @ApiProperty({ example: 'Lovely sarees and quick delivery.' })
  feedback: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  createdAt: string;
}

/** A message sent through the contact form. */
@ObjectType('Contact')
@ApiSchema({ name: 'Contact' })
export class ContactView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  id: string;

  @ApiProperty({ example: UUID })
  _id: string;

  @Field()
  @ApiProperty({ example: 'Priya' })
  name: string;

  @Field()
  @ApiProperty({ example: 'priya@example.com' })
  email: string;

  @Field()
  @ApiProperty({ example: 'Do you ship to Singapore?' })
  message: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  createdAt: string;
}

/** A newsletter subscriber. */
@ObjectType('Subscriber')
@ApiSchema({ name: 'Subscriber' })
export class SubscriberView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  id: string;

  @ApiProperty({ example: UUID })
  _id: string;

  @Field()
  @ApiProperty({ example: 'priya@example.com' })
  email: string;

  @Field({ description: 'RFC 3339' })
  @ApiProperty({ example: TIME })
  createdAt: string;
}

/** The storefront's feed: one document of post URLs, newest first. */
@ApiSchema({ name: 'Instafeed' })
export class InstafeedView {
  @ApiProperty({ example: 'instafeed' })
  _id: 'instafeed';

  @ApiProperty({ type: [String], example: [POST_URL] })
  posts: string[];
}

/** The admin's feed: the URLs and the posts, newest first (GraphQL `Instafeed`). */
@ObjectType('Instafeed')
@ApiSchema({ name: 'AdminInstafeed' })
export class AdminInstafeedView {
  @ApiProperty({ example: 'instafeed' })
  _id: 'instafeed';

  @Field(() => [String])
  @ApiProperty({ type: [String], example: [POST_URL] })
  posts: string[];

  @Field(() => [FeedPostView])
  @ApiProperty({ type: () => [FeedPostView] })
  items: FeedPostView[];
}

/** What adding posts did: the feed now, the posts added and the URLs already there. */
@ObjectType('FeedPostsAdded')
@ApiSchema({ name: 'FeedPostsAdded' })
export class FeedPostsAddedView {
  @Field(() => [String])
  @ApiProperty({ type: [String] })
  posts: string[];

  @Field(() => [FeedPostView])
  @ApiProperty({ type: () => [FeedPostView] })
  items: FeedPostView[];

  @Field(() => [FeedPostView])
  @ApiProperty({ type: () => [FeedPostView] })
  added: FeedPostView[];

  @Field(() => [String], { description: 'URLs that were already in the feed' })
  @ApiProperty({ type: [String] })
  skipped: string[];
}

/** A campaign handed to notification. */
@ObjectType('NewsletterSent')
@ApiSchema({ name: 'NewsletterSent' })
export class NewsletterSentView {
  @Field(() => ID)
  @ApiProperty({ example: UUID })
  campaignId: string;

  @Field(() => Int, { description: 'Subscribers the campaign goes to' })
  @ApiProperty({ example: 3 })
  recipients: number;

  @Field({ description: 'The text sent (the default text when none was given)' })
  @ApiProperty()
  message: string;
}

@ObjectType('FeedbackPage')
export class FeedbackPage {
  @Field(() => [FeedbackView])
  feedback: FeedbackView[];

  @Field(() => Int, { description: 'All matches, over every page' })
  total: number;
}

@ObjectType('ContactPage')
export class ContactPage {
  @Field(() => [ContactView])
  contacts: ContactView[];

  @Field(() => Int, { description: 'All matches, over every page' })
  total: number;
}

@ObjectType('SubscriberPage')
export class SubscriberPage {
  @Field(() => [SubscriberView])
  subscribers: SubscriberView[];

  @Field(() => Int, { description: 'All matches, over every page' })
  total: number;
}

// ---- REST answers (OpenAPI) ----

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
  @ApiProperty({ example: 1, description: 'All matches, over every page' })
  total: number;
}

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
  @ApiProperty({ example: 1, description: 'All matches, over every page' })
  total: number;
}

export class SubscriberResponse extends DataResponse(
  { type: () => SubscriberView },
  { message: 'Thank you for subscribing to our newsletter!' },
) {}

export class SubscriberListResponse extends DataResponse({
  type: () => [SubscriberView],
  description: 'Newest first',
}) {
  @ApiProperty({ example: 1, description: 'All matches, over every page' })
  total: number;
}

export class NewsletterSentResponse extends DataResponse(
  { type: () => NewsletterSentView },
  { message: 'Newsletter sent successfully' },
) {}

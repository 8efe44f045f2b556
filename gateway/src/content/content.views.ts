import type {
  Banner,
  Contact,
  FeedPost,
  Feedback,
  Subscriber,
} from '@boutique/contracts/content/v1/content_service';
import type {
  AdminInstafeedView,
  BannerView,
  ContactView,
  FeedbackView,
  FeedPostView,
  InstafeedView,
  SubscriberView,
} from './content.models.js';

/** Content's messages as the edge shows them (`_id` = `id`). */
export function toBannerView(banner: Banner): BannerView {
  return {
    id: banner.id,
    _id: banner.id,
    image: banner.image,
    description: banner.description,
    createdAt: banner.createdAt,
    updatedAt: banner.updatedAt,
  };
}

export function toFeedPostView(post: FeedPost): FeedPostView {
  return { id: post.id, _id: post.id, postUrl: post.postUrl, createdAt: post.createdAt };
}

/** The storefront's document: URLs only, newest first. */
export function toInstafeedView(posts: FeedPostView[]): InstafeedView {
  return { _id: 'instafeed', posts: posts.map((post) => post.postUrl) };
}

export function toAdminInstafeedView(posts: FeedPostView[]): AdminInstafeedView {
  return { _id: 'instafeed', posts: posts.map((post) => post.postUrl), items: posts };
}

/** An admin's view of a feedback: everything. */
export function toFeedbackView(feedback: Feedback): FeedbackView {
  return {
    id: feedback.id,
    _id: feedback.id,
    userId: feedback.userId,
    user: feedback.userName,
    userName: feedback.userName,
    email: feedback.email,
    feedback: feedback.feedback,
    createdAt: feedback.createdAt,
  };
}

/** A testimonial (the storefront): no e-mail, no user id. */
export function toTestimonialView(feedback: Feedback): FeedbackView {
  return {
    id: feedback.id,
    _id: feedback.id,
    user: feedback.userName,
    userName: feedback.userName,
    feedback: feedback.feedback,
    createdAt: feedback.createdAt,
  };
}

export function toContactView(contact: Contact): ContactView {
  return {
    id: contact.id,
    _id: contact.id,
    name: contact.name,
    email: contact.email,
    message: contact.message,
    createdAt: contact.createdAt,
  };
}

export function toSubscriberView(subscriber: Subscriber): SubscriberView {
  return {
    id: subscriber.id,
    _id: subscriber.id,
    email: subscriber.email,
    createdAt: subscriber.createdAt,
  };
}

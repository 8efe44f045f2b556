import { applyDecorators, type Type } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { ResolveField, Resolver } from '@nestjs/graphql';
import { MessageResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { HomePage } from '../common/home-page.js';
import { api, operations } from '../common/operations.js';
import {
  AddContactBody,
  AddFeedbackBody,
  AddFeedPostsBody,
  AdminFeedbackListResponse,
  AdminInstafeedResponse,
  BannerBody,
  BannerListResponse,
  BannerResponse,
  BannerView,
  ContactListResponse,
  ContactResponse,
  EditFeedPostBody,
  FeedbackListResponse,
  FeedbackModeratedResponse,
  FeedbackResponse,
  FeedbackSettingsBody,
  FeedbackSettingsResponse,
  FeedbackView,
  type FeedbackStatusName,
  FeedPostResponse,
  FeedPostsAddedResponse,
  FeedPostView,
  InstafeedResponse,
  NewsletterSentResponse,
  SendNewsletterBody,
  SubscribeBody,
  SubscriberListResponse,
  SubscriberResponse,
} from './content.shapes.js';
import { ContentService, instafeedOf, type Page } from './content.service.js';
import { SignedInForFeedback } from './feedback-auth.guard.js';

const deps = { content: ContentService };
const op = operations(deps);
/** An admin operation (403 "Access denied" for anyone else). */
const adminOp: typeof op = (operation) => op({ auth: 'admin', ...operation });

const TOO_MANY = 'Too many requests (Retry-After)';
const BAD_PAGING =
  'Invalid page: expected a whole number from 1 to 1000000 / ' +
  'Invalid pageSize: expected a whole number from 1 to 1000';
const ALREADY_IN_FEED = 'This post is already in the feed';
const BANNERS = 'Banners, oldest first (carousel order)';
const TESTIMONIALS = 'The newest 50 approved feedback, without e-mail';
const FEED = 'The social feed, newest first: only the posts with a picture';
/** The answer to a new feedback while it waits for the owner's approval. */
export const FEEDBACK_PENDING_MESSAGE = 'Thank you! Your story will appear once we have read it';
const FEEDBACK_THANKS = 'Thank you for your feedback!';

/** A write's success message: documented, and answered `{ success, message, data? }`. */
const saying = (message: string) => ({
  okDescription: message,
  reply: (data: unknown) => ok(data === undefined ? { message } : { message, data }),
});
/** `search` (part of an e-mail), `page`, `pageSize` (absent: everything, at most 1000). */
const LIST_QUERY = applyDecorators(
  ApiQuery({ name: 'search', required: false, description: 'Part of an e-mail' }),
  ApiQuery({ name: 'page', required: false, type: Number, description: '1-based' }),
  ApiQuery({ name: 'pageSize', required: false, type: Number, description: 'Absent: all' }),
);

/** An admin list of `method`: a page of matches with the total of every match. */
function listing(
  method: 'adminContacts' | 'subscribers',
  route: string,
  summary: string,
  answer: Type,
) {
  return adminOp({
    summary,
    handle: ({ deps, user }, query: Record<string, unknown>) => deps.content[method](user, query),
    rest: {
      route: { get: route },
      ok: answer,
      errors: { 400: BAD_PAGING },
      decorators: [LIST_QUERY],
      reply: ({ items, total }: Page<unknown>) => ok({ data: items, total }),
    },
  });
}

type Deletes =
  'deleteBanner' | 'deleteFeedPost' | 'deleteFeedback' | 'deleteContact' | 'deleteSubscriber';

/** An admin delete of what the route's parameter names: `{ success, message: done }`, or 404 `missing`. */
function deleting(
  method: Deletes,
  route: string,
  doc: { summary: string; done: string; missing: string },
) {
  const key = route.split(':')[1];
  return adminOp({
    summary: doc.summary,
    handle: ({ deps, user }, input: Record<string, string>) =>
      deps.content[method](user, input[key]),
    rest: {
      route: { delete: route },
      ok: MessageResponse,
      errors: { 404: doc.missing },
      ...saying(doc.done),
    },
  });
}

/** The storefront's content: cached reads, feedback (signed in), contact, newsletter. */
export const shopContentApi = api({
  name: 'ShopContentController',
  prefix: 'shop',
  tag: 'content',
  deps,
  operations: {
    banners: op({
      summary: BANNERS,
      handle: ({ deps }) => deps.content.banners(),
      rest: { route: { get: 'banners/get' }, ok: BannerListResponse },
      graphql: { query: true, type: () => [BannerView], description: BANNERS },
    }),
    instafeed: op({
      summary:
        'The social feed: one document of post URLs and posts with their pictures, newest ' +
        'first (posts without a picture are left out)',
      handle: ({ deps }) => deps.content.feedPosts(),
      rest: {
        route: { get: 'instafeed/get' },
        ok: InstafeedResponse,
        reply: (posts) => {
          const { _id, posts: urls, items } = instafeedOf(posts);
          return ok({ data: [{ _id, posts: urls, items }] });
        },
      },
      graphql: { query: true, type: () => [FeedPostView], description: FEED },
    }),
    feedback: op({
      summary: 'Testimonials: the newest 50 approved feedback, without e-mail',
      handle: ({ deps }) => deps.content.testimonials(),
      rest: { route: { get: 'feedback/get' }, ok: FeedbackListResponse },
      graphql: { query: 'testimonials', type: () => [FeedbackView], description: TESTIMONIALS },
    }),
    addFeedback: op({
      summary: "Share feedback (signed in; the account's name and e-mail are used)",
      input: AddFeedbackBody,
      handle: ({ deps, user }, input) => deps.content.addFeedback(user, input),
      rest: {
        route: { post: 'feedback/add' },
        ok: FeedbackResponse,
        okDescription:
          `"${FEEDBACK_PENDING_MESSAGE}" while testimonial moderation is on (data.status ` +
          `pending), "${FEEDBACK_THANKS}" when it is off (approved, shown at once)`,
        reply: (feedback: FeedbackView) =>
          ok({
            message: feedback.status === 'pending' ? FEEDBACK_PENDING_MESSAGE : FEEDBACK_THANKS,
            data: feedback,
          }),
        errors: {
          400: 'Feedback is required / Feedback must not exceed 1000 characters',
          429: TOO_MANY,
        },
        decorators: [SignedInForFeedback()],
      },
    }),
    addContact: op({
      summary: 'Write to the shop (the owner gets an e-mail, Reply-To the visitor)',
      input: AddContactBody,
      handle: ({ deps, request }, input) => deps.content.addContact(request.ip || 'unknown', input),
      rest: {
        route: { post: 'contacts/add' },
        ok: ContactResponse,
        ...saying('Your message has been sent successfully!'),
        errors: {
          400:
            'Please fill out all fields before submitting. / Please enter a valid email address. / ' +
            'Name must not exceed 100 characters / Message must not exceed 5000 characters',
          429: TOO_MANY,
        },
      },
    }),
    subscribe: op({
      summary: 'Subscribe an e-mail to the newsletter',
      input: SubscribeBody,
      handle: ({ deps, request }, input) => deps.content.subscribe(request.ip || 'unknown', input),
      rest: {
        route: { post: 'newsletter/subscribe' },
        ok: SubscriberResponse,
        ...saying('Thank you for subscribing to our newsletter!'),
        errors: {
          400: 'Please enter a valid email address.',
          409: 'This email is already subscribed to the newsletter.',
          429: TOO_MANY,
        },
      },
    }),
  },
});

/** The content part of the home page, resolved beside the catalogue's in the same query. */
@Resolver(() => HomePage)
export class HomePageContentResolver {
  constructor(private readonly content: ContentService) {}

  @ResolveField(() => [BannerView], { description: BANNERS })
  banners(): Promise<BannerView[]> {
    return this.content.banners();
  }

  @ResolveField(() => [String], {
    description: 'Social-feed post URLs, newest first (the posts with a picture)',
  })
  async feedPosts(): Promise<string[]> {
    return (await this.content.feedPosts()).map((post) => post.postUrl);
  }

  @ResolveField(() => [FeedPostView], { description: FEED })
  feed(): Promise<FeedPostView[]> {
    return this.content.feedPosts();
  }

  @ResolveField(() => [FeedbackView], { description: TESTIMONIALS })
  testimonials(): Promise<FeedbackView[]> {
    return this.content.testimonials();
  }
}

/** The admin console's banners (admin only: 403 "Access denied" otherwise). */
export const adminBannersApi = api({
  name: 'AdminBannersController',
  prefix: 'admin/banners',
  tag: 'admin content',
  deps,
  operations: {
    list: adminOp({
      summary: 'Banners, oldest first',
      handle: ({ deps }) => deps.content.adminBanners(),
      rest: { route: { get: 'get' }, ok: BannerListResponse },
    }),
    add: adminOp({
      summary: 'Add a banner',
      input: BannerBody,
      handle: ({ deps, user }, input) => deps.content.createBanner(user, input),
      rest: {
        route: { post: 'add' },
        ok: BannerResponse,
        ...saying('Banner added successfully'),
        errors: {
          400:
            'Description is required / Image is required / Image must be a link / ' +
            'Description must not exceed 500 characters',
        },
      },
    }),
    edit: adminOp({
      summary: 'Change a banner (the fields given)',
      input: BannerBody,
      handle: ({ deps, user }, input: BannerBody & { id: string }) =>
        deps.content.updateBanner(user, input.id, input),
      rest: {
        route: { put: 'edit/:id' },
        ok: BannerResponse,
        ...saying('Banner updated successfully'),
        errors: { 404: 'Banner not found' },
      },
    }),
    remove: deleting('deleteBanner', 'delete/:id', {
      summary: 'Delete a banner',
      done: 'Banner deleted successfully',
      missing: 'Banner not found',
    }),
  },
});

/** The admin console's social feed. */
export const adminInstafeedApi = api({
  name: 'AdminInstafeedController',
  prefix: 'admin/instafeed',
  tag: 'admin content',
  deps,
  operations: {
    list: adminOp({
      summary: 'The feed, newest first',
      handle: ({ deps }) => deps.content.adminInstafeed(),
      rest: { route: { get: 'get' }, ok: AdminInstafeedResponse },
    }),
    add: adminOp({
      summary: 'Add posts (URLs already in the feed are skipped)',
      input: AddFeedPostsBody,
      handle: ({ deps, user }, input) => deps.content.addFeedPosts(user, input),
      rest: {
        route: { post: 'add' },
        ok: FeedPostsAddedResponse,
        ...saying('Post added successfully'),
        errors: {
          400:
            'Post URL is required / Post URL must be a valid http(s) link / ' +
            'Image must be a link / Alt text must not exceed 200 characters',
          409: ALREADY_IN_FEED,
        },
      },
    }),
    edit: adminOp({
      summary: "Change a post's URL, picture or alt text (the fields given)",
      input: EditFeedPostBody,
      handle: ({ deps, user }, input: EditFeedPostBody & { id: string }) =>
        deps.content.updateFeedPost(user, input.id, input),
      rest: {
        route: { put: 'edit/:id' },
        ok: FeedPostResponse,
        ...saying('Post updated successfully'),
        errors: {
          400:
            'Post URL is required / Post URL must be a valid http(s) link / ' +
            'Image must be a link / Alt text must not exceed 200 characters',
          404: 'Post not found',
          409: ALREADY_IN_FEED,
        },
      },
    }),
    remove: deleting('deleteFeedPost', 'delete/:idOrUrl', {
      summary: 'Delete a post by id or by its (encoded) URL',
      done: 'Post deleted successfully',
      missing: 'Post not found',
    }),
  },
});

/** Moving one feedback to `status` at PUT /admin/feedback/{verb}/{id}. */
function moderating(verb: string, status: FeedbackStatusName, done: string) {
  return adminOp({
    summary: `Mark a feedback ${status} (the storefront shows approved feedback only)`,
    handle: ({ deps, user }, input: { id: string }) =>
      deps.content.moderateFeedback(user, input.id, status),
    rest: {
      route: { put: `${verb}/:id` },
      ok: FeedbackModeratedResponse,
      ...saying(done),
      errors: { 404: 'Feedback not found' },
    },
  });
}

/** The admin console's feedback. */
export const adminFeedbackApi = api({
  name: 'AdminFeedbackController',
  prefix: 'admin/feedback',
  tag: 'admin content',
  deps,
  operations: {
    list: adminOp({
      summary:
        "Feedback, newest first, with an e-mail search and a status filter, and each status's count",
      handle: ({ deps, user }, query: Record<string, unknown>) =>
        deps.content.adminFeedback(user, query),
      rest: {
        route: { get: 'get' },
        ok: AdminFeedbackListResponse,
        errors: { 400: `${BAD_PAGING} / Invalid status: expected pending, approved or rejected` },
        decorators: [
          LIST_QUERY,
          ApiQuery({
            name: 'status',
            required: false,
            enum: ['pending', 'approved', 'rejected'],
            description: 'Absent: every status',
          }),
        ],
        reply: ({ items, total, counts }: Page<unknown> & { counts: unknown }) =>
          ok({ data: items, total, counts }),
      },
    }),
    settings: adminOp({
      summary: 'Whether new testimonials wait for approval',
      handle: ({ deps, user }) => deps.content.feedbackSettings(user),
      rest: { route: { get: 'settings' }, ok: FeedbackSettingsResponse },
    }),
    updateSettings: adminOp({
      summary: 'Turn testimonial moderation on or off (off: new feedback is shown at once)',
      input: FeedbackSettingsBody,
      handle: ({ deps, user }, input) => deps.content.updateFeedbackSettings(user, input),
      rest: {
        route: { put: 'settings' },
        ok: FeedbackSettingsResponse,
        ...saying('Settings saved'),
        errors: { 400: 'moderation must be true or false' },
      },
    }),
    approve: moderating('approve', 'approved', 'Feedback approved'),
    reject: moderating('reject', 'rejected', 'Feedback rejected'),
    backToPending: moderating('pending', 'pending', 'Feedback moved back to pending'),
    one: adminOp({
      summary: 'One feedback',
      handle: ({ deps, user }, input: { id: string }) => deps.content.feedbackById(user, input.id),
      rest: { route: { get: ':id' }, ok: FeedbackResponse, errors: { 404: 'Feedback not found' } },
    }),
    remove: deleting('deleteFeedback', 'delete/:id', {
      summary: 'Delete a feedback',
      done: 'Feedback deleted successfully',
      missing: 'Feedback not found',
    }),
  },
});

/** The admin console's contact messages. */
export const adminContactsApi = api({
  name: 'AdminContactsController',
  prefix: 'admin/contacts',
  tag: 'admin content',
  deps,
  operations: {
    list: listing(
      'adminContacts',
      'get',
      'Contact messages, newest first, with an e-mail search',
      ContactListResponse,
    ),
    remove: deleting('deleteContact', 'delete/:id', {
      summary: 'Delete a contact message',
      done: 'Contact deleted successfully',
      missing: 'Contact not found',
    }),
  },
});

/** The admin console's newsletter: subscribers and campaigns. */
export const adminNewsletterApi = api({
  name: 'AdminNewsletterController',
  prefix: 'admin/newsletter',
  tag: 'admin content',
  deps,
  operations: {
    list: listing(
      'subscribers',
      'subscribers',
      'Subscribers, newest first, with an e-mail search',
      SubscriberListResponse,
    ),
    send: adminOp({
      summary: 'Send a campaign to the selected subscribers (queued)',
      input: SendNewsletterBody,
      handle: ({ deps, user }, input) => deps.content.sendNewsletter(user, input),
      rest: {
        route: { post: 'send' },
        status: 202,
        ok: NewsletterSentResponse,
        ...saying('Newsletter sent successfully'),
        errors: {
          400:
            'Please select at least one subscriber. / Please upload a flyer image. / ' +
            'Message must not exceed 5000 characters',
        },
      },
    }),
    remove: deleting('deleteSubscriber', 'unsubscribe/:email', {
      summary: 'Remove a subscriber',
      done: 'Subscriber deleted successfully',
      missing: 'Subscriber not found',
    }),
  },
});

import { BadRequestException } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isHttpUrl, isMediaLink } from '@boutique/service-kit';
import { Allow } from 'class-validator';

// Messages of docs/api-content.md (400). Content checks the same rules again.
export const CONTENT_MESSAGES = {
  feedbackRequired: 'Feedback is required',
  feedbackTooLong: 'Feedback must not exceed 1000 characters',
  fillAllFields: 'Please fill out all fields before submitting.',
  invalidEmail: 'Please enter a valid email address.',
  nameTooLong: 'Name must not exceed 100 characters',
  messageTooLong: 'Message must not exceed 5000 characters',
  descriptionRequired: 'Description is required',
  imageRequired: 'Image is required',
  imageNotLink: 'Image must be a link',
  descriptionTooLong: 'Description must not exceed 500 characters',
  postUrlRequired: 'Post URL is required',
  postUrlInvalid: 'Post URL must be a valid http(s) link',
  selectSubscriber: 'Please select at least one subscriber.',
  flyerRequired: 'Please upload a flyer image.',
} as const;

export const MAX_FEEDBACK = 1000;
export const MAX_NAME = 100;
export const MAX_MESSAGE = 5000;
export const MAX_DESCRIPTION = 500;
const MAX_EMAIL = 254;
/** Recipients of one campaign at most (every subscriber of a large list). */
const MAX_RECIPIENTS = 100_000;
const MAX_PAGE = 1_000_000;
const MAX_PAGE_SIZE = 1000;

function bad(message: string): never {
  throw new BadRequestException(message);
}

/** A trimmed string; anything that is not text counts as blank. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL && EMAIL.test(value);
}

// ---- storefront bodies ----

/** POST /api/shop/feedback/add body (userName and email are ignored: the account's are used). */
export class AddFeedbackBody {
  @ApiProperty({ example: 'Lovely sarees and quick delivery.', maxLength: MAX_FEEDBACK })
  @Allow()
  feedback: unknown;
}

export function toFeedbackText(value: unknown): string {
  const feedback = text(value);
  if (!feedback) bad(CONTENT_MESSAGES.feedbackRequired);
  if (feedback.length > MAX_FEEDBACK) bad(CONTENT_MESSAGES.feedbackTooLong);
  return feedback;
}

/** POST /api/shop/contacts/add body. */
export class AddContactBody {
  @ApiProperty({ example: 'Priya', maxLength: MAX_NAME })
  @Allow()
  name: unknown;

  @ApiProperty({ example: 'priya@example.com' })
  @Allow()
  email: unknown;

  @ApiProperty({ example: 'Do you ship to Singapore?', maxLength: MAX_MESSAGE })
  @Allow()
  message: unknown;
}

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export function toContactFields(body: { name?: unknown; email?: unknown; message?: unknown }) {
  const fields: ContactFields = {
    name: text(body.name),
    email: text(body.email),
    message: text(body.message),
  };
  if (!fields.name || !fields.email || !fields.message) bad(CONTENT_MESSAGES.fillAllFields);
  if (!isEmail(fields.email)) bad(CONTENT_MESSAGES.invalidEmail);
  if (fields.name.length > MAX_NAME) bad(CONTENT_MESSAGES.nameTooLong);
  if (fields.message.length > MAX_MESSAGE) bad(CONTENT_MESSAGES.messageTooLong);
  return fields;
}

/** POST /api/shop/newsletter/subscribe body. */
export class SubscribeBody {
  @ApiProperty({ example: 'priya@example.com' })
  @Allow()
  email: unknown;
}

export function toSubscriberEmail(value: unknown): string {
  const email = text(value);
  if (!isEmail(email)) bad(CONTENT_MESSAGES.invalidEmail);
  return email;
}

// ---- admin bodies ----

/** POST /api/admin/banners/add and PUT /api/admin/banners/edit/{id} body. */
export class BannerBody {
  @ApiProperty({ example: '/media/images/3f1c/1024.jpg', description: 'A link (uploaded image)' })
  @Allow()
  image: unknown;

  @ApiProperty({ example: 'Festive organza collection', maxLength: MAX_DESCRIPTION })
  @Allow()
  description: unknown;
}

export interface BannerFields {
  image: string;
  description: string;
}

/** A new banner: both fields required. */
export function toNewBanner(body: { image?: unknown; description?: unknown }): BannerFields {
  const description = text(body.description);
  const image = text(body.image);
  if (!description) bad(CONTENT_MESSAGES.descriptionRequired);
  if (!image) bad(CONTENT_MESSAGES.imageRequired);
  if (!isMediaLink(image)) bad(CONTENT_MESSAGES.imageNotLink);
  if (description.length > MAX_DESCRIPTION) bad(CONTENT_MESSAGES.descriptionTooLong);
  return { image, description };
}

/** A banner's edit: the fields given replace the stored ones ("" keeps them). */
export function toBannerEdit(body: { image?: unknown; description?: unknown }): BannerFields {
  const description = text(body.description);
  const image = text(body.image);
  if (image && !isMediaLink(image)) bad(CONTENT_MESSAGES.imageNotLink);
  if (description.length > MAX_DESCRIPTION) bad(CONTENT_MESSAGES.descriptionTooLong);
  return { image, description };
}

/** POST /api/admin/instafeed/add body: `posts` (URLs) or one `postUrl`. */
export class AddFeedPostsBody {
  @ApiPropertyOptional({ type: [String], example: ['https://www.instagram.com/p/C1a2b3c4d5e/'] })
  @Allow()
  posts?: unknown;

  @ApiPropertyOptional({ example: 'https://www.instagram.com/p/C1a2b3c4d5e/' })
  @Allow()
  postUrl?: unknown;
}

export function toPostUrl(value: unknown): string {
  const url = text(value);
  if (!url) bad(CONTENT_MESSAGES.postUrlRequired);
  if (!isHttpUrl(url)) bad(CONTENT_MESSAGES.postUrlInvalid);
  return url;
}

export function toPostUrls(body: { posts?: unknown; postUrl?: unknown }): string[] {
  const given: unknown[] = Array.isArray(body.posts)
    ? body.posts
    : body.posts !== undefined && body.posts !== null
      ? [body.posts]
      : [body.postUrl];
  if (given.length === 0) bad(CONTENT_MESSAGES.postUrlRequired);
  if (given.length > 100) bad('At most 100 posts at once');
  return given.map(toPostUrl);
}

/** PUT /api/admin/instafeed/edit/{id} body. */
export class EditFeedPostBody {
  @ApiProperty({ example: 'https://www.instagram.com/p/C1a2b3c4d5e/' })
  @Allow()
  postUrl: unknown;
}

/** POST /api/admin/newsletter/send body. */
export class SendNewsletterBody {
  @ApiProperty({ type: [String], example: ['priya@example.com'] })
  @Allow()
  emails: unknown;

  @ApiProperty({ example: '/media/images/3f1c/1024.jpg', description: 'The flyer image URL' })
  @Allow()
  flyer: unknown;

  @ApiPropertyOptional({ example: 'Our Diwali collection is here.', maxLength: MAX_MESSAGE })
  @Allow()
  message?: unknown;
}

export interface NewsletterFields {
  emails: string[];
  flyer: string;
  message: string;
}

export function toNewsletter(body: {
  emails?: unknown;
  flyer?: unknown;
  message?: unknown;
}): NewsletterFields {
  const list: unknown[] = Array.isArray(body.emails) ? body.emails : [];
  const emails = [...new Set(list.map(text).filter(Boolean))];
  if (emails.length === 0) bad(CONTENT_MESSAGES.selectSubscriber);
  if (emails.length > MAX_RECIPIENTS) bad(`At most ${MAX_RECIPIENTS} recipients at once`);
  const flyer = text(body.flyer);
  if (!flyer) bad(CONTENT_MESSAGES.flyerRequired);
  const message = text(body.message);
  if (message.length > MAX_MESSAGE) bad(CONTENT_MESSAGES.messageTooLong);
  return { emails, flyer, message };
}

// ---- admin list queries ----

export interface AdminListQuery {
  search?: unknown;
  page?: unknown;
  pageSize?: unknown;
}

export interface AdminListParams {
  emailSearch: string;
  page: number;
  /** 0: every match (content answers at most 1000). */
  pageSize: number;
}

function single(value: unknown): string {
  const last: unknown = Array.isArray(value) ? value.at(-1) : value;
  if (typeof last === 'number') return String(last);
  return typeof last === 'string' ? last.trim() : '';
}

function whole(value: unknown, name: string, max: number, fallback: number): number {
  const given = single(value);
  if (given === '') return fallback;
  const number = Number(given);
  if (!/^\d+$/.test(given) || !Number.isSafeInteger(number) || number < 1 || number > max) {
    bad(`Invalid ${name}: expected a whole number from 1 to ${max}`);
  }
  return number;
}

/** `search` (part of an e-mail), `page` (1-based) and `pageSize` (absent: everything). */
export function toAdminListParams(query: AdminListQuery): AdminListParams {
  return {
    emailSearch: single(query.search).slice(0, MAX_EMAIL),
    page: whole(query.page, 'page', MAX_PAGE, 1),
    pageSize: whole(query.pageSize, 'pageSize', MAX_PAGE_SIZE, 0),
  };
}

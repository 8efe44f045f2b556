import { charCount } from '../common/listing.js';
import { isHttpUrl } from '../common/rules.js';

export const BANNER_MESSAGES = {
  descriptionRequired: 'Description is required',
  imageRequired: 'Image is required',
  imageNotLink: 'Image must be a link',
  descriptionTooLong: 'Description must not exceed 500 characters',
  notFound: 'Banner not found',
} as const;

export const DESCRIPTION_MAX_LENGTH = 500;

export interface BannerFields {
  image: string;
  description: string;
}

/** An http(s) URL or a path of a stored upload ("/media/..."). */
export function isImageLink(image: string): boolean {
  return isHttpUrl(image) || (image.startsWith('/media/') && !/\s/.test(image));
}

/** The first broken rule (checked on trimmed texts), or undefined. */
export function bannerProblem(fields: BannerFields): string | undefined {
  if (!fields.description) return BANNER_MESSAGES.descriptionRequired;
  if (!fields.image) return BANNER_MESSAGES.imageRequired;
  if (!isImageLink(fields.image)) return BANNER_MESSAGES.imageNotLink;
  if (charCount(fields.description) > DESCRIPTION_MAX_LENGTH)
    return BANNER_MESSAGES.descriptionTooLong;
  return undefined;
}

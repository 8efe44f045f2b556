import { charCount } from '../common/listing.js';
import { isImageLink } from '../common/rules.js';

export const BANNER_MESSAGES = {
  descriptionRequired: 'Description is required',
  imageRequired: 'Image is required',
  imageNotLink: 'Image must be a link',
  descriptionTooLong: 'Description must not exceed 500 characters',
  notFound: 'Banner not found',
} as const;

const DESCRIPTION_MAX_LENGTH = 500;

export interface BannerFields {
  image: string;
  description: string;
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

// Pure rules of the banners screen (a description is required; the
// server also needs the image): the form's values, what still keeps Save disabled, the
// payload, and how a banner is named on screen.
import type { AdminBanner, BannerPayload } from './banners-api';

export const DESCRIPTION_MAX = 500;

export interface BannerFormValues {
  image?: string;
  description?: string;
}

export const BANNER_NOTICES = {
  added: 'Banner added successfully',
  updated: 'Banner updated successfully',
  deleted: 'Banner deleted successfully',
  addFailed: 'Failed to add banner',
  updateFailed: 'Failed to update banner',
  deleteFailed: 'Failed to delete banner',
  descriptionRequired: 'Description is required',
  imageRequired: 'Image is required',
} as const;

export function bannerToForm(banner: AdminBanner | null): BannerFormValues {
  return banner
    ? { image: banner.image, description: banner.description }
    : { image: '', description: '' };
}

/** What still keeps Save disabled, in words; empty when the banner can be saved. */
export function bannerFormMissing(values: BannerFormValues, uploading: boolean): string[] {
  const missing: string[] = [];
  if (uploading) missing.push('the image to finish uploading');
  else if (!(values.image ?? '').trim()) missing.push('an image');
  if (!(values.description ?? '').trim()) missing.push('a description');
  return missing;
}

export function buildBannerPayload(values: BannerFormValues): BannerPayload {
  return { image: (values.image ?? '').trim(), description: (values.description ?? '').trim() };
}

/** A banner's name for buttons and dialogs: its description, shortened, else "this banner". */
export function bannerLabel(banner: Pick<AdminBanner, 'description'>, max = 40): string {
  const text = banner.description.trim().replace(/\s+/g, ' ');
  if (!text) return 'this banner';
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

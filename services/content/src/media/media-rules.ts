/** Upload limits and the user-facing messages (the gateway maps them to 413/415 by their text). */
export const MAX_IMAGE_BYTES = 1024 * 1024;
export const MAX_VIDEO_BYTES = 10 * 1024 * 1024;

export const MEDIA_MESSAGES = {
  unsupported: 'Unsupported file format',
  imageTooLarge: 'File too large, file size exceeds 1MB limit',
  videoTooLarge: 'File size exceeds 10MB limit',
  heicFailed: 'HEIC conversion failed',
  notFound: 'File not found',
  photoNotFound: 'A photo could not be found. Please upload it again.',
  tooManyPhotos: 'You have uploaded too many photos today. Please try again tomorrow.',
} as const;

/** At most this many ids in one GetOwnMedia (a return takes 4 photos). */
export const MAX_OWN_MEDIA_IDS = 10;

/** Widths rendered for every image (a width above the source's is skipped). */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;

/**
 * Why an upload is refused before any decoding, or undefined when it may go on. `asked` is
 * what the form field wants; `detected` is what the bytes are (see detectMedia).
 */
export function uploadProblem(
  asked: 'image' | 'video' | undefined,
  detected: 'image' | 'video' | 'unsupported',
  size: number,
): string | undefined {
  if (!asked || detected !== asked || size === 0) return MEDIA_MESSAGES.unsupported;
  if (asked === 'image' && size > MAX_IMAGE_BYTES) return MEDIA_MESSAGES.imageTooLarge;
  if (asked === 'video' && size > MAX_VIDEO_BYTES) return MEDIA_MESSAGES.videoTooLarge;
  return undefined;
}

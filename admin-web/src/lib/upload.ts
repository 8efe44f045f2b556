// Uploading images and videos to the gateway (docs/api-catalogue.md, "Upload rules"):
// POST /api/admin/upload/image|video, multipart field `file`, Bearer token; the answer is
// `{ success, data: mediaFile }`. The console checks type and size before sending
// (the image rules in admin-web/README.md), so a wrong file never leaves the browser; the server checks
// again from the bytes (413/415 with its own message).
//
// Sending is the kit's `uploadFile` (@boutique/web-kit/upload, web-kit/README.md "Uploads"):
// XMLHttpRequest, because only XHR reports upload progress, with the base query's session
// rule: a 401 renews the session once (through the base query, see `renew`) and the upload
// is sent once more. What stays here: the console's paths, its checks and its wording.
import { z } from 'zod';
import { uploadFile, type UploadOptions } from '@boutique/web-kit/upload';
import { API_BASE_URL } from '../config/paths';

export type MediaKind = 'image' | 'video';

export const MAX_IMAGE_BYTES = 1024 * 1024;
export const MAX_VIDEO_BYTES = 10 * 1024 * 1024;

/** Extensions and types an image may have. */
export const IMAGE_EXTENSIONS = [
  'jpeg',
  'jpg',
  'png',
  'gif',
  'webp',
  'avif',
  'tiff',
  'tif',
  'bmp',
  'svg',
  'heic',
  'heif',
] as const;
const IMAGE_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/tiff',
  'image/bmp',
  'image/x-ms-bmp',
  'image/svg+xml',
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
];
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'] as const;
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];

/** The `accept` attribute of the file pickers. */
export const IMAGE_ACCEPT = [...IMAGE_EXTENSIONS.map((ext) => `.${ext}`), ...IMAGE_TYPES].join(',');
export const VIDEO_ACCEPT = [...VIDEO_EXTENSIONS.map((ext) => `.${ext}`), ...VIDEO_TYPES].join(',');

export const UPLOAD_MESSAGES = {
  imageRejected: 'Unsupported file format or File too large',
  unsupported: 'Unsupported file format',
  imageTooLarge: 'File too large, file size exceeds 1MB limit',
  videoTooLarge: 'File size exceeds 10MB limit',
  uploadFailed: 'Upload failed',
  imageUploadFailed: 'Failed to upload image. Please try again.',
  videoUploadFailed: 'Failed to upload video',
  colourImageFailed: 'Upload failed (check file format/size)',
  network: 'Network error during upload',
} as const;

/** Why a file may not be uploaded, or null when it may. */
export type FileProblem = { reason: 'type' | 'size'; message: string } | null;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function typeAllowed(
  file: Pick<File, 'name' | 'type'>,
  extensions: readonly string[],
  types: readonly string[],
): boolean {
  const type = file.type.trim().toLowerCase();
  if (types.includes(type)) return true;
  // Browsers often leave HEIC/HEIF (and other rarer types) untyped: the extension decides.
  const untyped = type === '' || type === 'application/octet-stream';
  return untyped && extensions.includes(extensionOf(file.name));
}

/** Images: the listed types, at most 1 MB. */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem {
  if (!typeAllowed(file, IMAGE_EXTENSIONS, IMAGE_TYPES)) {
    return { reason: 'type', message: UPLOAD_MESSAGES.unsupported };
  }
  if (file.size > MAX_IMAGE_BYTES)
    return { reason: 'size', message: UPLOAD_MESSAGES.imageTooLarge };
  return null;
}

/** Videos: mp4, webm or mov, at most 10 MB. */
export function checkVideoFile(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem {
  if (!typeAllowed(file, VIDEO_EXTENSIONS, VIDEO_TYPES)) {
    return { reason: 'type', message: UPLOAD_MESSAGES.unsupported };
  }
  if (file.size > MAX_VIDEO_BYTES)
    return { reason: 'size', message: UPLOAD_MESSAGES.videoTooLarge };
  return null;
}

const mediaFileSchema = z.object({
  id: z.string().optional(),
  url: z.string().min(1),
  kind: z.enum(['image', 'video']).optional(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  size: z.number().nullish(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

/** Sending, its failures and its options are the kit's (web-kit/README.md, "Uploads"). */
export { UploadError, type UploadFailure, type UploadOptions } from '@boutique/web-kit/upload';

/** The stored media file of an upload's answer, or null when it is not one. */
const readMediaFile = (data: unknown): MediaFile | null => {
  const parsed = mediaFileSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

/** Uploads one file; resolves the stored media file, rejects with an UploadError. */
export function uploadMedia(
  kind: MediaKind,
  file: Blob,
  options: UploadOptions,
): Promise<MediaFile> {
  return uploadFile(`${API_BASE_URL}/admin/upload/${kind}`, file, readMediaFile, options);
}

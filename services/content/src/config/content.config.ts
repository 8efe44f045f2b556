import { grpcTarget } from '@boutique/service-kit';
import { z } from 'zod';

/** The URL prefix files are served at: starts with "/" or is an absolute http(s) URL, no trailing "/". */
const publicPath = z
  .string()
  .regex(/^(\/|https?:\/\/)\S*[^/]$/, 'must start with "/" or http(s):// and not end with "/"');

export const contentConfigSchema = z.object({
  /** Identity's gRPC address (host:port): the account's name and e-mail for feedback. */
  IDENTITY_GRPC_URL: grpcTarget,
  /** Local media root (embedded mode); the gateway serves it at MEDIA_PUBLIC_PATH. */
  MEDIA_DIR: z.string().min(1).default('.data/media'),
  /** Prefix of the URLs handed out, e.g. "/media" or "https://cdn.example.com/media". */
  MEDIA_PUBLIC_PATH: publicPath.default('/media'),
  /** Set means the S3 adapter (any S3: SeaweedFS in compose), path-style addressing. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Photos a customer may upload for return requests in 24 hours (docs/returns.md). */
  MAX_RETURN_PHOTOS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(20),
});

export type ContentConfig = z.infer<typeof contentConfigSchema>;

import { Injectable } from '@nestjs/common';
import { pgCode, requireAdmin, rows, RpcErrors } from '@boutique/service-kit';
import type {
  FeedPost,
  FeedPostInput,
  UpdateFeedPostRequest,
} from '@boutique/contracts/content/v1/content_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { DataSource } from 'typeorm';
import { isUuid, toIso } from '../common/listing.js';
import { FEED_MESSAGES, pictureProblem, postInputs, postUrlProblem } from './feed-rules.js';

interface PostRow {
  id: string;
  post_url: string;
  created_at: Date;
  image: string;
  image_width: number;
  image_height: number;
  alt: string;
}

const COLUMNS = 'id, post_url, created_at, image, image_width, image_height, alt';

/**
 * The pixel size of a picture that is an upload of this shop (media_file's widest
 * rendition, whose URL is the one handed out), else 0 x 0. `$image` is the SQL of the URL.
 */
const sizeOf = (image: string, side: 'width' | 'height') =>
  `COALESCE((SELECT ${side} FROM media_file WHERE url = ${image} LIMIT 1), 0)`;

function toPostMessage(row: PostRow): FeedPost {
  return {
    id: row.id,
    postUrl: row.post_url,
    createdAt: toIso(row.created_at),
    image: row.image,
    imageWidth: row.image_width,
    imageHeight: row.image_height,
    alt: row.alt,
  };
}

/** The social feed: post URLs with their pictures, unique, newest first. */
@Injectable()
export class FeedService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every post, or (withImage, the storefront's feed) only those with a picture. */
  async list(withImage = false): Promise<FeedPost[]> {
    const found = await rows<PostRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM feed_post ${withImage ? `WHERE image <> ''` : ''} ORDER BY seq DESC`,
    );
    return found.map(toPostMessage);
  }

  /**
   * Adds the new URLs in the order given; the ones already in the feed come back in
   * skipped. When every URL is already there, nothing is added: ALREADY_EXISTS.
   */
  async add(
    actor: Actor | undefined,
    urls: string[] | undefined,
    posts: FeedPostInput[] = [],
  ): Promise<{ added: FeedPost[]; skipped: string[] }> {
    requireAdmin(actor);
    const checked = postInputs(
      posts.length > 0 ? posts : (urls ?? []).map((postUrl) => ({ postUrl })),
    );
    if ('problem' in checked) throw RpcErrors.invalid(checked.problem);
    const given = checked.posts;
    const inserted = await rows<PostRow>(
      this.dataSource,
      `INSERT INTO feed_post (post_url, image, alt, image_width, image_height)
         SELECT url, image, alt, ${sizeOf('image', 'width')}, ${sizeOf('image', 'height')}
           FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS given(url, image, alt, n)
          ORDER BY n
       ON CONFLICT (post_url) DO NOTHING
       RETURNING ${COLUMNS}`,
      [given.map((p) => p.url), given.map((p) => p.image), given.map((p) => p.alt)],
    );
    if (inserted.length === 0) throw RpcErrors.conflict(FEED_MESSAGES.duplicate);
    const byUrl = new Map(inserted.map((row) => [row.post_url, row]));
    return {
      added: given.flatMap(({ url }) => {
        const row = byUrl.get(url);
        return row ? [toPostMessage(row)] : [];
      }),
      skipped: given.map(({ url }) => url).filter((url) => !byUrl.has(url)),
    };
  }

  /**
   * A new URL, picture or alt text. An empty URL keeps the post's when the picture or the
   * alt text is given; an unset picture or alt text is kept, an empty picture removed.
   */
  async update({ actor, id, postUrl, image, alt }: UpdateFeedPostRequest): Promise<FeedPost> {
    requireAdmin(actor);
    const url = (postUrl ?? '').trim();
    const picture = image === undefined ? undefined : image.trim();
    const altText = alt === undefined ? undefined : alt.trim();
    const keepsUrl = !url && (picture !== undefined || altText !== undefined);
    const problem =
      (keepsUrl ? undefined : postUrlProblem(url)) ?? pictureProblem(picture ?? '', altText ?? '');
    if (problem) throw RpcErrors.invalid(problem);
    if (!isUuid(id)) throw RpcErrors.notFound(FEED_MESSAGES.notFound);
    try {
      const [row] = await rows<PostRow>(
        this.dataSource,
        `UPDATE feed_post SET
           post_url = COALESCE($2, post_url),
           image = COALESCE($3, image),
           image_width = CASE WHEN $3::text IS NULL THEN image_width ELSE ${sizeOf('$3', 'width')} END,
           image_height = CASE WHEN $3::text IS NULL THEN image_height ELSE ${sizeOf('$3', 'height')} END,
           alt = COALESCE($4, alt)
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, keepsUrl ? null : url, picture ?? null, altText ?? null],
      );
      if (!row) throw RpcErrors.notFound(FEED_MESSAGES.notFound);
      return toPostMessage(row);
    } catch (error) {
      if (pgCode(error) === '23505') throw RpcErrors.conflict(FEED_MESSAGES.duplicate);
      throw error;
    }
  }

  /** By the post's id or its URL. */
  async delete(actor: Actor | undefined, idOrUrl: string): Promise<void> {
    requireAdmin(actor);
    const key = (idOrUrl ?? '').trim();
    const deleted = key
      ? await rows<{ id: string }>(
          this.dataSource,
          `DELETE FROM feed_post WHERE id = $1 OR post_url = $2 RETURNING id`,
          [isUuid(key) ? key : null, key],
        )
      : [];
    if (deleted.length === 0) throw RpcErrors.notFound(FEED_MESSAGES.notFound);
  }
}

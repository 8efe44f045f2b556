import { Injectable } from '@nestjs/common';
import { pgCode, requireAdmin, rows, RpcErrors } from '@boutique/service-kit';
import type { FeedPost } from '@boutique/contracts/content/v1/content_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { DataSource } from 'typeorm';
import { isUuid, toIso } from '../common/listing.js';
import { FEED_MESSAGES, postUrlProblem, postUrls } from './feed-rules.js';

interface PostRow {
  id: string;
  post_url: string;
  created_at: Date;
}

const COLUMNS = 'id, post_url, created_at';

function toPostMessage(row: PostRow): FeedPost {
  return { id: row.id, postUrl: row.post_url, createdAt: toIso(row.created_at) };
}

/** The social feed: post URLs, unique, newest first. */
@Injectable()
export class FeedService {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<FeedPost[]> {
    const found = await rows<PostRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM feed_post ORDER BY seq DESC`,
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
  ): Promise<{ added: FeedPost[]; skipped: string[] }> {
    requireAdmin(actor);
    const checked = postUrls(urls);
    if ('problem' in checked) throw RpcErrors.invalid(checked.problem);
    const inserted = await rows<PostRow>(
      this.dataSource,
      `INSERT INTO feed_post (post_url)
         SELECT url FROM unnest($1::text[]) WITH ORDINALITY AS given(url, n) ORDER BY n
       ON CONFLICT (post_url) DO NOTHING
       RETURNING ${COLUMNS}`,
      [checked.urls],
    );
    if (inserted.length === 0) throw RpcErrors.conflict(FEED_MESSAGES.duplicate);
    const byUrl = new Map(inserted.map((row) => [row.post_url, row]));
    return {
      added: checked.urls.flatMap((url) => {
        const row = byUrl.get(url);
        return row ? [toPostMessage(row)] : [];
      }),
      skipped: checked.urls.filter((url) => !byUrl.has(url)),
    };
  }

  async update(actor: Actor | undefined, id: string, postUrl: string): Promise<FeedPost> {
    requireAdmin(actor);
    const url = (postUrl ?? '').trim();
    const problem = postUrlProblem(url);
    if (problem) throw RpcErrors.invalid(problem);
    if (!isUuid(id)) throw RpcErrors.notFound(FEED_MESSAGES.notFound);
    try {
      const [row] = await rows<PostRow>(
        this.dataSource,
        `UPDATE feed_post SET post_url = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, url],
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

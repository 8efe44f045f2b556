import { Injectable } from '@nestjs/common';
import type { status } from '@grpc/grpc-js';
import {
  AppRpcError,
  isAdmin,
  isGrpcError,
  logger,
  requireActor,
  requireAdmin,
  rows,
  RpcErrors,
} from '@boutique/service-kit';
import type {
  Feedback,
  FeedbackCounts,
  FeedbackSettings,
  FeedbackStatus,
  ListFeedbackRequest,
} from '@boutique/contracts/content/v1/content_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import type { User } from '@boutique/contracts/identity/v1/identity_service';
import { DataSource } from 'typeorm';
import { IdentityClient } from '../clients/identity.client.js';
import {
  deleteById,
  isUuid,
  likePattern,
  newestByEmail,
  pageOf,
  toIso,
} from '../common/listing.js';
import {
  FEEDBACK_MESSAGES,
  MODERATION_SETTING,
  PUBLIC_PAGE_SIZE,
  feedbackProblem,
  statusMessage,
  statusValue,
  type FeedbackStatusValue,
} from './feedback-rules.js';

interface FeedbackRow {
  id: string;
  user_id: string;
  user_name: string;
  email: string;
  feedback: string;
  created_at: Date;
  status: FeedbackStatusValue;
  moderated_at: Date | null;
  total?: number;
}

// @grpc/grpc-js is only a dev dependency here: the two codes this file needs.
const NOT_FOUND = 5 as status;
const UNAVAILABLE = 14 as status;

const COLUMNS = 'id, user_id, user_name, email, feedback, created_at, status, moderated_at';

/** The whole row for an admin; a testimonial (no e-mail, no user id) for everyone else. */
function toFeedbackMessage(row: FeedbackRow, full: boolean): Feedback {
  return {
    id: row.id,
    userId: full ? row.user_id : '',
    userName: row.user_name,
    email: full ? row.email : '',
    feedback: row.feedback,
    createdAt: toIso(row.created_at),
    status: statusMessage(row.status),
    moderatedAt: full && row.moderated_at ? toIso(row.moderated_at) : '',
  };
}

/**
 * Customers' feedback: written by signed-in customers, shown as testimonials once approved
 * (at once while the owner has moderation off).
 */
@Injectable()
export class FeedbackService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly identity: IdentityClient,
  ) {}

  /** Name and e-mail are the account's (read from identity), never the client's. */
  async add(actor: Actor | undefined, text: string): Promise<Feedback> {
    const { userId } = requireActor(actor, FEEDBACK_MESSAGES.signInRequired);
    const feedback = (text ?? '').trim();
    const problem = feedbackProblem(feedback);
    if (problem) throw RpcErrors.invalid(problem);
    const user = await this.account(userId);
    // The setting is read in the INSERT itself: a change of it is never half seen.
    const [row] = await rows<FeedbackRow>(
      this.dataSource,
      `INSERT INTO feedback (user_id, user_name, email, feedback, status)
       VALUES ($1, $2, $3, $4, CASE WHEN COALESCE(
         (SELECT (value #>> '{}')::boolean FROM content_setting WHERE key = $5), true)
         THEN 'pending' ELSE 'approved' END)
       RETURNING ${COLUMNS}`,
      [userId, user.userName, user.email, feedback, MODERATION_SETTING],
    );
    return toFeedbackMessage(row, true);
  }

  /**
   * Newest first. An admin sees e-mails, every status or the one asked for, may search
   * e-mails and gets each status's count; the public gets approved testimonials only.
   */
  async list(
    request: ListFeedbackRequest,
  ): Promise<{ feedback: Feedback[]; total: number; counts: FeedbackCounts | undefined }> {
    const admin = isAdmin(request.actor);
    const page = pageOf(request.page, request.pageSize, admin ? undefined : PUBLIC_PAGE_SIZE);
    const search = admin ? (request.emailSearch ?? '').trim() : '';
    const status = admin ? statusValue(request.status) : 'approved';
    const { found, total } = await newestByEmail<FeedbackRow>(
      this.dataSource,
      'feedback',
      COLUMNS,
      search,
      page,
      status,
    );
    const feedback = found.map((row) => toFeedbackMessage(row, admin));
    if (!admin) return { feedback, total, counts: undefined };
    return { feedback, total, counts: await this.counts(search) };
  }

  /** Approves, rejects or puts back to pending one feedback. */
  async setStatus(
    actor: Actor | undefined,
    id: string,
    status: FeedbackStatus | undefined,
  ): Promise<Feedback> {
    requireAdmin(actor);
    const value = statusValue(status);
    if (!value) throw RpcErrors.invalid(FEEDBACK_MESSAGES.invalidStatus);
    const [row] = isUuid(id)
      ? await rows<FeedbackRow>(
          this.dataSource,
          `UPDATE feedback SET status = $2::text,
             moderated_at = CASE WHEN $2::text = 'pending' THEN NULL ELSE clock_timestamp() END
           WHERE id = $1 RETURNING ${COLUMNS}`,
          [id, value],
        )
      : [];
    if (!row) throw RpcErrors.notFound(FEEDBACK_MESSAGES.notFound);
    return toFeedbackMessage(row, true);
  }

  async settings(actor: Actor | undefined): Promise<FeedbackSettings> {
    requireAdmin(actor);
    const [row] = await rows<{ moderation: boolean }>(
      this.dataSource,
      `SELECT (value #>> '{}')::boolean AS moderation FROM content_setting WHERE key = $1`,
      [MODERATION_SETTING],
    );
    return { moderation: row?.moderation ?? true };
  }

  /** Moderation off: new feedback is approved at once (what is pending stays pending). */
  async updateSettings(
    actor: Actor | undefined,
    settings: FeedbackSettings | undefined,
  ): Promise<FeedbackSettings> {
    const { userId } = requireAdmin(actor);
    const moderation = settings?.moderation ?? true;
    await rows(
      this.dataSource,
      `INSERT INTO content_setting (key, value, updated_by) VALUES ($1, to_jsonb($2::boolean), $3)
       ON CONFLICT (key) DO UPDATE
         SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by,
             updated_at = clock_timestamp()`,
      [MODERATION_SETTING, moderation, userId],
    );
    return { moderation };
  }

  async get(actor: Actor | undefined, id: string): Promise<Feedback> {
    requireAdmin(actor);
    const [row] = isUuid(id)
      ? await rows<FeedbackRow>(this.dataSource, `SELECT ${COLUMNS} FROM feedback WHERE id = $1`, [
          id,
        ])
      : [];
    if (!row) throw RpcErrors.notFound(FEEDBACK_MESSAGES.notFound);
    return toFeedbackMessage(row, true);
  }

  async delete(actor: Actor | undefined, id: string): Promise<void> {
    requireAdmin(actor);
    await deleteById(this.dataSource, 'feedback', id, FEEDBACK_MESSAGES.notFound);
  }

  /** Each status's count among the feedback whose e-mail contains `search` (empty: all). */
  private async counts(search: string): Promise<FeedbackCounts> {
    const [row] = await rows<FeedbackCounts>(
      this.dataSource,
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'approved')::int AS approved,
              count(*) FILTER (WHERE status = 'rejected')::int AS rejected
         FROM feedback WHERE ($1::text IS NULL OR email ILIKE $1)`,
      [search ? likePattern(search) : null],
    );
    return row;
  }

  private async account(userId: string): Promise<User> {
    try {
      const { user } = await this.identity.rpc.getUser({ id: userId });
      if (!user) throw RpcErrors.unauthenticated(FEEDBACK_MESSAGES.signInRequired);
      return user;
    } catch (error) {
      if (error instanceof AppRpcError) throw error;
      if (isGrpcError(error) && error.code === NOT_FOUND)
        throw RpcErrors.unauthenticated(FEEDBACK_MESSAGES.signInRequired);
      logger().error({ err: error, userId }, 'identity GetUser failed for a feedback');
      throw new AppRpcError(UNAVAILABLE, FEEDBACK_MESSAGES.identityUnavailable);
    }
  }
}

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
import type { Feedback, ListFeedbackRequest } from '@boutique/contracts/content/v1/content_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import type { User } from '@boutique/contracts/identity/v1/identity_service';
import { DataSource } from 'typeorm';
import { IdentityClient } from '../clients/identity.client.js';
import { deleteById, isUuid, newestByEmail, pageOf, toIso } from '../common/listing.js';
import { FEEDBACK_MESSAGES, PUBLIC_PAGE_SIZE, feedbackProblem } from './feedback-rules.js';

interface FeedbackRow {
  id: string;
  user_id: string;
  user_name: string;
  email: string;
  feedback: string;
  created_at: Date;
  total?: number;
}

// @grpc/grpc-js is only a dev dependency here: the two codes this file needs.
const NOT_FOUND = 5 as status;
const UNAVAILABLE = 14 as status;

const COLUMNS = 'id, user_id, user_name, email, feedback, created_at';

/** The whole row for an admin; a testimonial (no e-mail, no user id) for everyone else. */
function toFeedbackMessage(row: FeedbackRow, full: boolean): Feedback {
  return {
    id: row.id,
    userId: full ? row.user_id : '',
    userName: row.user_name,
    email: full ? row.email : '',
    feedback: row.feedback,
    createdAt: toIso(row.created_at),
  };
}

/** Customers' feedback: written by signed-in customers, shown as testimonials. */
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
    const [row] = await rows<FeedbackRow>(
      this.dataSource,
      `INSERT INTO feedback (user_id, user_name, email, feedback) VALUES ($1, $2, $3, $4)
       RETURNING ${COLUMNS}`,
      [userId, user.userName, user.email, feedback],
    );
    return toFeedbackMessage(row, true);
  }

  /** Newest first; an admin sees e-mails and may search them, the public gets testimonials. */
  async list(request: ListFeedbackRequest): Promise<{ feedback: Feedback[]; total: number }> {
    const admin = isAdmin(request.actor);
    const page = pageOf(request.page, request.pageSize, admin ? undefined : PUBLIC_PAGE_SIZE);
    const search = admin ? (request.emailSearch ?? '').trim() : '';
    const { found, total } = await newestByEmail<FeedbackRow>(
      this.dataSource,
      'feedback',
      COLUMNS,
      search,
      page,
    );
    return { feedback: found.map((row) => toFeedbackMessage(row, admin)), total };
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

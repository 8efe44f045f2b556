import { Controller, Get, Headers, Param, Post, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { logger } from '@boutique/service-kit';
import type { FastifyReply } from 'fastify';
import { MessageResponse, ErrorResponse } from '../common/api-responses.js';
import { errorBody } from '../common/envelope.js';
import { mapError } from '../common/error-mapping.js';
import { ContentService, UNSUBSCRIBED, UNSUBSCRIBE_LINK_INVALID } from './content.service.js';
import { confirmPage, messagePage } from './unsubscribe-page.js';

/** Where the unsubscribe links point (under /api). */
export const UNSUBSCRIBE_ROUTE = 'shop/newsletter/unsubscribe';
/** Tokens are short; anything longer is not one (answered 404 without asking content). */
const MAX_TOKEN = 256;

/** JSON when the client asks for it (`Accept: application/json` without text/html). */
export function wantsJson(accept: string | undefined): boolean {
  const value = (accept ?? '').toLowerCase();
  return value.includes('application/json') && !value.includes('text/html');
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(html);
}

/**
 * The newsletter's unsubscribe link, no sign-in. GET shows a confirmation page (opening
 * the link changes nothing); POST (the page's form, or a mail client's RFC 8058
 * one-click POST with `List-Unsubscribe=One-Click`, or an empty body) removes the
 * subscriber. A token works once; afterwards both answer 404 with the user-facing message.
 * HTML, or `{ success, message }` with `Accept: application/json`.
 */
@ApiTags('content')
@Controller(UNSUBSCRIBE_ROUTE)
export class UnsubscribeController {
  constructor(private readonly content: ContentService) {}

  @Get(':token')
  @ApiOperation({ summary: 'The unsubscribe confirmation page (HTML)' })
  @ApiProduces('text/html', 'application/json')
  @ApiOkResponse({ description: '"Unsubscribe {email} from the newsletter?" with a button' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: UNSUBSCRIBE_LINK_INVALID })
  async page(
    @Param('token') token: string,
    @Headers('accept') accept: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const json = wantsJson(accept);
    try {
      const email = await this.content.unsubscribeTarget(checked(token));
      if (json) return reply.code(200).send({ success: true, data: { email } });
      return sendHtml(reply, 200, confirmPage(email, token));
    } catch (error) {
      return this.failed(reply, error, json);
    }
  }

  @Post(':token')
  @ApiOperation({ summary: 'Unsubscribe (the form, or an RFC 8058 one-click POST)' })
  @ApiProduces('text/html', 'application/json')
  @ApiOkResponse({ type: MessageResponse, description: UNSUBSCRIBED })
  @ApiNotFoundResponse({ type: ErrorResponse, description: UNSUBSCRIBE_LINK_INVALID })
  async unsubscribe(
    @Param('token') token: string,
    @Headers('accept') accept: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const json = wantsJson(accept);
    try {
      await this.content.unsubscribe(checked(token));
      if (json) return reply.code(200).send({ success: true, message: UNSUBSCRIBED });
      return sendHtml(reply, 200, messagePage(UNSUBSCRIBED));
    } catch (error) {
      return this.failed(reply, error, json);
    }
  }

  private failed(reply: FastifyReply, error: unknown, json: boolean): FastifyReply {
    const mapped = error instanceof InvalidToken ? notFound() : mapError(error);
    if (mapped.fault) logger().error({ err: error }, 'unsubscribe failed');
    if (json) return reply.code(mapped.status).send(errorBody(mapped.message));
    return sendHtml(reply, mapped.status, messagePage(mapped.message));
  }
}

class InvalidToken extends Error {}

function notFound() {
  return { status: 404, message: UNSUBSCRIBE_LINK_INVALID, fault: false };
}

function checked(token: string): string {
  if (!token || token.length > MAX_TOKEN) throw new InvalidToken();
  return token;
}

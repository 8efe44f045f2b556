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
import { ErrorResponse, MessageResponse } from '../common/api-responses.js';
import { errorBody } from '../common/envelope.js';
import { mapError } from '../common/error-mapping.js';
import { ContentService } from './content.service.js';
import { confirmPage, messagePage } from './unsubscribe-page.js';

export const UNSUBSCRIBED = 'You have been unsubscribed from our newsletter.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link has already been used or is not valid.';
/** Where the unsubscribe links point (under /api). */
export const UNSUBSCRIBE_ROUTE = 'shop/newsletter/unsubscribe';
/** Tokens are short; anything longer is not one (answered 404 without asking content). */
const MAX_TOKEN = 256;

/** JSON when the client asks for it (`Accept: application/json` without text/html). */
export function wantsJson(accept: string | undefined): boolean {
  const value = (accept ?? '').toLowerCase();
  return value.includes('application/json') && !value.includes('text/html');
}

class InvalidToken extends Error {}
const LINK_INVALID = { status: 404, message: UNSUBSCRIBE_LINK_INVALID, fault: false };
const HTML = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
};

function checked(token: string): string {
  if (!token || token.length > MAX_TOKEN) throw new InvalidToken();
  return token;
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
  page(
    @Param('token') token: string,
    @Headers('accept') accept: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.answer(reply, accept, async () => {
      const email = await this.content.unsubscribeTarget(checked(token));
      return [{ success: true, data: { email } }, confirmPage(email, token)];
    });
  }

  @Post(':token')
  @ApiOperation({ summary: 'Unsubscribe (the form, or an RFC 8058 one-click POST)' })
  @ApiProduces('text/html', 'application/json')
  @ApiOkResponse({ type: MessageResponse, description: UNSUBSCRIBED })
  @ApiNotFoundResponse({ type: ErrorResponse, description: UNSUBSCRIBE_LINK_INVALID })
  unsubscribe(
    @Param('token') token: string,
    @Headers('accept') accept: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.answer(reply, accept, async () => {
      await this.content.unsubscribe(checked(token));
      return [{ success: true, message: UNSUBSCRIBED }, messagePage(UNSUBSCRIBED)];
    });
  }

  /** The JSON or the HTML page of `run`'s answer, or of its failure. */
  private async answer(
    reply: FastifyReply,
    accept: string | undefined,
    run: () => Promise<[object, string]>,
  ) {
    const send = (status: number, [json, html]: [object, string]) =>
      wantsJson(accept)
        ? reply.code(status).send(json)
        : reply.code(status).headers(HTML).send(html);
    try {
      return send(200, await run());
    } catch (error) {
      const { status, message, fault } =
        error instanceof InvalidToken ? LINK_INVALID : mapError(error);
      if (fault) logger().error({ err: error }, 'unsubscribe failed');
      return send(status, [errorBody(message), messagePage(message)]);
    }
  }
}

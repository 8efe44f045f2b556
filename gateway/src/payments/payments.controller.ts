import { Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { textOf } from '../common/body-fields.js';
import { ErrorResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { PaymentConfigResponse, WebhookResponse } from './payment.models.js';
import { PaymentsService } from './payments.service.js';

/** The webhook route (its raw body is kept, see keepRawBody). */
export const WEBHOOK_PATH = 'payments/razorpay/webhook';

/** Payment provider config and Razorpay's webhook (public); the sandbox is sandbox.controller.ts. */
@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payments/config')
  @ApiOperation({ summary: 'Which provider runs (razorpay or sandbox) and its public key' })
  @ApiOkResponse({ type: PaymentConfigResponse })
  async config() {
    return ok(await this.payments.config());
  }

  @Post(WEBHOOK_PATH)
  @HttpCode(200)
  @ApiOperation({
    summary: "Razorpay's webhook: the raw body verified with X-Razorpay-Signature, deduplicated",
  })
  @ApiHeader({ name: 'X-Razorpay-Signature', required: true })
  @ApiHeader({ name: 'X-Razorpay-Event-Id', required: false })
  @ApiOkResponse({ type: WebhookResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid webhook signature' })
  async webhook(
    @Req() request: FastifyRequest,
    @Headers('x-razorpay-signature') signature?: string,
    @Headers('x-razorpay-event-id') eventId?: string,
  ) {
    const outcome = await this.payments.webhook(
      request.rawBody ?? Buffer.alloc(0),
      textOf(signature),
      textOf(eventId),
    );
    return ok({ outcome });
  }
}

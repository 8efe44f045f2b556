import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { textOf } from '../cart/cart.inputs.js';
import { ErrorResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import {
  PaymentConfigResponse,
  SandboxPayAnswer,
  SandboxPayBody,
  WebhookResponse,
} from './payment.models.js';
import { PaymentsService } from './payments.service.js';

/** The webhook route (its raw body is kept, see keepRawBody). */
export const WEBHOOK_PATH = 'payments/razorpay/webhook';

/** Payment provider config, the sandbox checkout and Razorpay's webhook (all public). */
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

  @Post('sandbox/razorpay/orders/:razorpayOrderId/pay')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The sandbox checkout (no Razorpay keys): answers what Razorpay's widget hands the page",
  })
  @ApiOkResponse({ type: SandboxPayAnswer })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Outcome must be "success" or "failure"',
  })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: 'Razorpay keys are configured (no sandbox) or the order is unknown',
  })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'This order has expired. Please place a new order.',
  })
  sandboxPay(@Param('razorpayOrderId') razorpayOrderId: string, @Body() body: SandboxPayBody) {
    return this.payments.sandboxPay(razorpayOrderId, body.outcome);
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

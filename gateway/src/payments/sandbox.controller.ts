import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse } from '../common/api-responses.js';
import { SandboxPayAnswer, SandboxPayBody, SandboxPaymentEntity } from './payment.models.js';
import { PaymentsService } from './payments.service.js';

/**
 * The payment sandbox's checkout (what its dialog does in place of Razorpay's widget) and
 * its payments.fetch. Registered only where the sandbox may run (sandboxRoutesOn): in
 * production without PAYMENT_SANDBOX=true these paths are a plain 404. Even here, only the
 * signed-in customer who owns the order may pay it.
 */
@ApiTags('payments')
@Controller('sandbox/razorpay')
export class SandboxController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('orders/:razorpayOrderId/pay')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      "The sandbox checkout (no Razorpay keys; not in production unless PAYMENT_SANDBOX=true): the owner of the order pays it; answers what Razorpay's widget hands the page",
  })
  @ApiOkResponse({ type: SandboxPayAnswer })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Outcome must be "success" or "failure"',
  })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description:
      "Order not found (unknown, or another customer's) / Not found (Razorpay keys are configured)",
  })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'This order has expired. Please place a new order.',
  })
  pay(
    @CurrentUser() user: AuthUser,
    @Param('razorpayOrderId') razorpayOrderId: string,
    @Body() body: SandboxPayBody,
  ) {
    return this.payments.sandboxPay(user, razorpayOrderId, body.outcome);
  }

  @Get('payments/:paymentId')
  @Authenticated()
  @ApiOperation({
    summary:
      "A sandbox payment of the caller's order, as Razorpay's payments.fetch answers it (status captured, failed or refunded)",
  })
  @ApiOkResponse({ type: SandboxPaymentEntity })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: "Payment not found (unknown, or another customer's)",
  })
  payment(@CurrentUser() user: AuthUser, @Param('paymentId') paymentId: string) {
    return this.payments.sandboxPayment(user, paymentId);
  }
}

import { Controller, Get, Param, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Authenticated, CurrentUser } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse } from '../common/api-responses.js';
import { InvoicesService } from './invoices.service.js';

/** How a PDF goes out: a download, never cached by a shared cache. */
function sendPdf(reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) {
  return reply
    .code(200)
    .headers({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '-')}"`,
      'cache-control': 'private, no-store',
    })
    .send(pdf);
}

/**
 * An order's GST invoice and credit note as PDF downloads, for the order's customer or an
 * admin (docs/gst-invoices.md). Errors answer the JSON envelope as every route does.
 */
@ApiTags('orders')
@Controller('shop/order')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get('invoice/:orderId')
  @Authenticated()
  @ApiOperation({ summary: "The order's GST tax invoice (PDF): its customer or an admin" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'invoice-SB-2026-27-000123.pdf' })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: 'Order not found / This order has no invoice',
  })
  async invoice(
    @Param('orderId') orderId: string,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
  ) {
    return sendPdf(reply, await this.invoices.pdf(user, orderId, 'invoice'));
  }

  @Get('credit-note/:orderId')
  @Authenticated()
  @ApiOperation({
    summary:
      "The credit note of the order's cancellation or rejection (PDF): its customer or an admin",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'credit-note-SB-CN-2026-27-000007.pdf' })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: 'Order not found / This order has no credit note',
  })
  async creditNote(
    @Param('orderId') orderId: string,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
  ) {
    return sendPdf(reply, await this.invoices.pdf(user, orderId, 'credit-note'));
  }
}

import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** Which payment provider runs and its public key. */
@ObjectType('PaymentConfig')
export class PaymentConfig {
  @Field({ description: 'razorpay or sandbox' })
  provider: string;

  @Field({ description: "The public key Razorpay's checkout needs" })
  keyId: string;
}

export class PaymentConfigResponse {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty({ enum: ['razorpay', 'sandbox'] })
  provider: string;

  @ApiProperty({ example: 'rzp_test_sandbox' })
  keyId: string;
}

/** POST /api/sandbox/razorpay/orders/{razorpayOrderId}/pay */
export class SandboxPayBody {
  @ApiProperty({ enum: ['success', 'failure'] })
  @Allow()
  outcome?: unknown;
}

export class SandboxPaySuccess {
  @ApiProperty({ example: 'pay_29QQoUBi66xm2f' })
  razorpay_payment_id: string;

  @ApiProperty({ example: 'order_9A33XWu170gUtm' })
  razorpay_order_id: string;

  @ApiProperty({ description: 'HMAC-SHA256(razorpayOrderId|paymentId), hex' })
  razorpay_signature: string;
}

export class SandboxPayErrorMetadata {
  @ApiProperty({ example: 'order_9A33XWu170gUtm' })
  order_id: string;

  @ApiProperty({ example: 'pay_29QQoUBi66xm2f' })
  payment_id: string;
}

export class SandboxPayErrorDetail {
  @ApiProperty({ example: 'BAD_REQUEST_ERROR' })
  code: string;

  @ApiProperty({ example: 'Payment failed' })
  description: string;

  @ApiProperty({ example: 'customer' })
  source: string;

  @ApiProperty({ example: 'payment_authorization' })
  step: string;

  @ApiProperty({ example: 'payment_failed' })
  reason: string;

  @ApiProperty({ type: () => SandboxPayErrorMetadata })
  metadata: SandboxPayErrorMetadata;
}

export class SandboxPayAnswer {
  @ApiPropertyOptional({ example: 'pay_29QQoUBi66xm2f' })
  razorpay_payment_id?: string;

  @ApiPropertyOptional({ example: 'order_9A33XWu170gUtm' })
  razorpay_order_id?: string;

  @ApiPropertyOptional()
  razorpay_signature?: string;

  @ApiPropertyOptional({
    type: () => SandboxPayErrorDetail,
    description: 'Set when the payment failed',
  })
  error?: SandboxPayErrorDetail;
}

export class WebhookResponse {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty({ enum: ['applied', 'duplicate', 'ignored'] })
  outcome: string;
}

/** GET /api/sandbox/razorpay/payments/{paymentId}: a sandbox payment as Razorpay's payments.fetch. */
export class SandboxPaymentEntity {
  @ApiProperty({ example: 'pay_29QQoUBi66xm2f' })
  id: string;

  @ApiProperty({ example: 'payment' })
  entity: string;

  @ApiProperty({ description: 'Paise', example: 149_900 })
  amount: number;

  @ApiProperty({ example: 'INR' })
  currency: string;

  @ApiProperty({ enum: ['captured', 'failed', 'refunded'] })
  status: string;

  @ApiProperty({ example: 'order_9A33XWu170gUtm' })
  order_id: string;

  @ApiProperty({ example: 'upi' })
  method: string;

  @ApiProperty({ description: 'Paise', example: 0 })
  amount_refunded: number;

  @ApiProperty({ enum: ['full'], nullable: true, type: String })
  refund_status: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'rfnd_29QQoUBi66xm2f' })
  refund_id: string | null;

  @ApiProperty({ description: 'Unix seconds' })
  created_at: number;
}

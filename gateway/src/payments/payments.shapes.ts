import { ApiProperty } from '@nestjs/swagger';
import { Prop, Shape } from '../common/shape.js';

const PAYMENT = 'pay_29QQoUBi66xm2f';
const ORDER = 'order_9A33XWu170gUtm';

/** Which payment provider runs and its public key (REST adds `success`). */
@Shape('PaymentConfig', { rest: false })
export class PaymentConfigResponse {
  @Prop({ example: true, graphql: false }) success: true;
  @Prop({ enum: ['razorpay', 'sandbox'], description: 'razorpay or sandbox', restDescription: '' })
  provider: string;
  @Prop({
    example: 'rzp_test_sandbox',
    description: "The public key Razorpay's checkout needs",
    restDescription: '',
  })
  keyId: string;
}

@Shape('WebhookResponse', { graphql: false })
export class WebhookResponse {
  @Prop({ example: true }) success: true;
  @Prop({ enum: ['applied', 'duplicate', 'ignored'] }) outcome: string;
}

/** POST /api/sandbox/razorpay/orders/{razorpayOrderId}/pay */
@Shape('SandboxPayBody', { graphql: false })
export class SandboxPayBody {
  @Prop({ enum: ['success', 'failure'], graphql: false }) outcome?: unknown;
}

/** POST /api/sandbox/razorpay/refunds/outage */
@Shape('RefundOutageBody', { graphql: false })
export class RefundOutageBody {
  @Prop({
    example: true,
    description: 'true: refuse every refund; false: refund again',
    graphql: false,
  })
  on?: unknown;
}

@Shape('RefundOutageResponse', { graphql: false })
export class RefundOutageResponse {
  @Prop({ example: true, graphql: false }) success: true;
  @Prop({ example: true, description: 'Whether the sandbox now refuses refunds', graphql: false })
  outage: boolean;
}

@Shape('SandboxPayErrorMetadata', { graphql: false })
export class SandboxPayErrorMetadata {
  @Prop({ example: ORDER }) order_id: string;
  @Prop({ example: PAYMENT }) payment_id: string;
}

@Shape('SandboxPayErrorDetail', { graphql: false })
export class SandboxPayErrorDetail {
  @Prop({ example: 'BAD_REQUEST_ERROR' }) code: string;
  @Prop({ example: 'Payment failed' }) description: string;
  @Prop({ example: 'customer' }) source: string;
  @Prop({ example: 'payment_authorization' }) step: string;
  @Prop({ example: 'payment_failed' }) reason: string;
  @Prop(() => SandboxPayErrorMetadata) metadata: SandboxPayErrorMetadata;
}

/** What Razorpay's widget hands the page: the payment's ids and signature, or its error. */
@Shape('SandboxPayAnswer', { graphql: false })
export class SandboxPayAnswer {
  @Prop({ example: PAYMENT, optional: true }) razorpay_payment_id?: string;
  @Prop({ example: ORDER, optional: true }) razorpay_order_id?: string;
  @Prop({ optional: true }) razorpay_signature?: string;
  @Prop(() => SandboxPayErrorDetail, { optional: true, description: 'Set when the payment failed' })
  error?: SandboxPayErrorDetail;
}

/** GET /api/sandbox/razorpay/payments/{paymentId}: a sandbox payment as Razorpay's payments.fetch. */
@Shape('SandboxPaymentEntity', { graphql: false })
export class SandboxPaymentEntity {
  @Prop({ example: PAYMENT }) id: string;
  @Prop({ example: 'payment' }) entity: string;
  @Prop({ description: 'Paise', example: 149_900 }) amount: number;
  @Prop({ example: 'INR' }) currency: string;
  @Prop({ enum: ['captured', 'failed', 'refunded'] }) status: string;
  @Prop({ example: ORDER }) order_id: string;
  @Prop({ example: 'upi' }) method: string;
  @Prop({ description: 'Paise', example: 0 }) amount_refunded: number;
  @ApiProperty({ enum: ['full'], nullable: true, type: String }) refund_status: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'rfnd_29QQoUBi66xm2f' })
  refund_id: string | null;
  @Prop({ description: 'Unix seconds' }) created_at: number;
}

import { Query, Resolver } from '@nestjs/graphql';
import { PaymentConfig } from './payment.models.js';
import { PaymentsService } from './payments.service.js';

@Resolver(() => PaymentConfig)
export class PaymentsResolver {
  constructor(private readonly payments: PaymentsService) {}

  @Query(() => PaymentConfig, { description: 'Which payment provider runs and its public key' })
  paymentConfig(): Promise<PaymentConfig> {
    return this.payments.config();
  }
}

import { Float } from '@nestjs/graphql';
import { DataResponse } from '../common/api-responses.js';
import { Prop, Shape } from '../common/shape.js';

/** A state or union territory of India. */
@Shape('State')
export class StateView {
  @Prop({
    example: 'KA',
    description: 'ISO 3166-2:IN code without the prefix, e.g. KA',
    restDescription: '',
  })
  code: string;
  @Prop({ example: 'Karnataka' }) name: string;
}

/** The GraphQL `cities` arguments (REST: the path's state code and `?q=`). */
@Shape('Cities', { kind: 'args' })
export class CitiesArgs {
  @Prop() stateCode: string;
  @Prop() q: string;
}

export class StatesResponse extends DataResponse({ type: () => [StateView] }) {}

export class CitiesResponse extends DataResponse({
  type: [String],
  example: ['Pune', 'Pune City'],
}) {}

/** The GraphQL `deliveryEstimate` arguments (REST: the path's pincode). */
@Shape('DeliveryEstimate', { kind: 'args' })
export class DeliveryEstimateArgs {
  @Prop({ example: '560038' }) pincode: string;
}

/** Whether the shop offers cash on delivery to a pincode (docs/cash-on-delivery.md). */
@Shape('CodAvailability')
export class CodAvailabilityView {
  @Prop({ example: true }) available: boolean;
  @Prop(() => Float, { example: 49, description: 'Rupees added to a COD order' }) fee: number;
  @Prop(() => Float, { example: 10000, description: 'Rupees: larger orders cannot be COD' })
  maxOrderValue: number;
  @Prop({ example: 'Cash on delivery available (₹49 fee)' }) message: string;
}

/**
 * The delivery promise to a pincode for an order placed now (docs/delivery-promise.md):
 * where it is, whether the shop delivers there, and when the parcel leaves and arrives.
 */
@Shape('DeliveryEstimate')
export class DeliveryEstimateView {
  @Prop({ example: '560038' }) pincode: string;
  @Prop({ example: true, description: 'False: the shop does not deliver to this pincode' })
  serviceable: boolean;
  @Prop({ example: 'Bengaluru' }) district: string;
  @Prop({ example: 'KA' }) stateCode: string;
  @Prop({ example: 'Karnataka' }) stateName: string;
  @Prop({
    example: 'same-city',
    description:
      'same-city, same-state, metro, rest-of-india or north-east-remote; empty when not serviceable',
  })
  zone: string;
  @Prop({ example: 'Same city' }) zoneLabel: string;
  @Prop({ example: '2026-11-27', description: 'YYYY-MM-DD in the shop’s time zone' })
  dispatchDate: string;
  @Prop({ example: '2026-11-28' }) earliestDate: string;
  @Prop({ example: '2026-11-30' }) latestDate: string;
  @Prop(() => CodAvailabilityView, {
    nullable: true,
    description: 'Cash on delivery to this pincode; null when not serviceable',
  })
  cod: CodAvailabilityView | null;
}

export class DeliveryEstimateResponse extends DataResponse({ type: () => DeliveryEstimateView }) {}

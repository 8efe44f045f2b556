import { Controller } from '@nestjs/common';
import {
  OrderServiceControllerMethods,
  type AdminListOrdersRequest,
  type AdminListOrdersResponse,
  type CancelOrderRequest,
  type CancelOrderResponse,
  type CancelPaymentRequest,
  type CancelPaymentResponse,
  type RecordCashCollectedResponse,
  type MarkReturnedToOriginResponse,
  type ConfirmCodOrderRequest,
  type ConfirmCodOrderResponse,
  type GetCodAvailabilityRequest,
  type GetCodAvailabilityResponse,
  type GetCodSettingsRequest,
  type GetCodSettingsResponse,
  type MarkReturnedToOriginRequest,
  type ListReturnsRequest,
  type ListReturnsResponse,
  type QuoteCodRequest,
  type RequestReturnRequest,
  type RequestReturnResponse,
  type UpdateReturnRequest,
  type UpdateReturnResponse,
  type QuoteCodResponse,
  type RecordCashCollectedRequest,
  type UpdateCodSettingsRequest,
  type UpdateCodSettingsResponse,
  type CapturePaymentRequest,
  type CapturePaymentResponse,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type GetOrderRequest,
  type GetOrderResponse,
  type GetOrderStatsRequest,
  type GetOrderStatsResponse,
  type GetInvoicePdfRequest,
  type GetInvoicePdfResponse,
  type GetTaxSettingsRequest,
  type GetTaxSettingsResponse,
  type UpdateTaxSettingsRequest,
  type UpdateTaxSettingsResponse,
  type ListCouriersRequest,
  type ListCouriersResponse,
  type ListOrdersRequest,
  type ListOrdersResponse,
  type OrderServiceController,
  type UpdateOrderStatusRequest,
  type UpdateOrderStatusResponse,
} from '@boutique/contracts/order/v1/order_service';
import { CodSettingsService } from './cod/cod-settings.service.js';
import { InvoicesService } from './invoices/invoices.service.js';
import { TaxSettingsService } from './invoices/tax-settings.service.js';
import { CheckoutService } from './order/checkout.service.js';
import { CodOrderService } from './order/cod-order.service.js';
import { ReturnsService } from './order/returns.service.js';
import { CustomerCancelService } from './order/customer-cancel.service.js';
import { OrderPaymentService } from './order/order-payment.service.js';
import { OrderStatsService } from './order/order-stats.service.js';
import { OrderService } from './order/order.service.js';

/** gRPC handlers of order.v1.OrderService: each delegates to a service. */
@Controller()
@OrderServiceControllerMethods()
export class OrderController implements OrderServiceController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly payments: OrderPaymentService,
    private readonly orders: OrderService,
    private readonly stats: OrderStatsService,
    private readonly customerCancel: CustomerCancelService,
    private readonly taxSettings: TaxSettingsService,
    private readonly invoices: InvoicesService,
    private readonly codSettings: CodSettingsService,
    private readonly codOrders: CodOrderService,
    private readonly returns: ReturnsService,
  ) {}

  createOrder(request: CreateOrderRequest): Promise<CreateOrderResponse> {
    return this.checkout.create(request);
  }

  capturePayment(request: CapturePaymentRequest): Promise<CapturePaymentResponse> {
    return this.payments.capture(request);
  }

  cancelPayment(request: CancelPaymentRequest): Promise<CancelPaymentResponse> {
    return this.payments.cancelPayment(request);
  }

  cancelOrder(request: CancelOrderRequest): Promise<CancelOrderResponse> {
    return this.customerCancel.cancel(request);
  }

  async listOrders(request: ListOrdersRequest): Promise<ListOrdersResponse> {
    return { orders: await this.orders.list(request) };
  }

  async getOrder(request: GetOrderRequest): Promise<GetOrderResponse> {
    return { order: await this.orders.get(request.actor, request.orderId) };
  }

  adminListOrders(request: AdminListOrdersRequest): Promise<AdminListOrdersResponse> {
    return this.orders.adminList(request);
  }

  updateOrderStatus(request: UpdateOrderStatusRequest): Promise<UpdateOrderStatusResponse> {
    return this.orders.updateStatus(request);
  }

  listCouriers(request: ListCouriersRequest): ListCouriersResponse {
    return this.orders.listCouriers(request);
  }

  getOrderStats(request: GetOrderStatsRequest): Promise<GetOrderStatsResponse> {
    return this.stats.stats(request);
  }

  getTaxSettings(request: GetTaxSettingsRequest): Promise<GetTaxSettingsResponse> {
    return this.taxSettings.get(request);
  }

  updateTaxSettings(request: UpdateTaxSettingsRequest): Promise<UpdateTaxSettingsResponse> {
    return this.taxSettings.update(request);
  }

  getInvoicePdf(request: GetInvoicePdfRequest): Promise<GetInvoicePdfResponse> {
    return this.invoices.pdf(request);
  }

  getCodSettings(request: GetCodSettingsRequest): Promise<GetCodSettingsResponse> {
    return this.codSettings.get(request);
  }

  updateCodSettings(request: UpdateCodSettingsRequest): Promise<UpdateCodSettingsResponse> {
    return this.codSettings.update(request);
  }

  getCodAvailability(request: GetCodAvailabilityRequest): Promise<GetCodAvailabilityResponse> {
    return this.codSettings.availability(request);
  }

  quoteCod(request: QuoteCodRequest): Promise<QuoteCodResponse> {
    return this.checkout.quoteCod(request);
  }

  confirmCodOrder(request: ConfirmCodOrderRequest): Promise<ConfirmCodOrderResponse> {
    return this.codOrders.confirm(request);
  }

  recordCashCollected(request: RecordCashCollectedRequest): Promise<RecordCashCollectedResponse> {
    return this.codOrders.recordCashCollected(request);
  }

  markReturnedToOrigin(
    request: MarkReturnedToOriginRequest,
  ): Promise<MarkReturnedToOriginResponse> {
    return this.codOrders.markReturnedToOrigin(request);
  }

  requestReturn(request: RequestReturnRequest): Promise<RequestReturnResponse> {
    return this.returns.request(request);
  }

  listReturns(request: ListReturnsRequest): Promise<ListReturnsResponse> {
    return this.returns.list(request);
  }

  updateReturn(request: UpdateReturnRequest): Promise<UpdateReturnResponse> {
    return this.returns.update(request);
  }
}

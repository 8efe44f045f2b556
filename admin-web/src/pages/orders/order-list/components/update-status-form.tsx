import { useState } from 'react';
import { Alert, App, Button, Form, Input, Select } from 'antd';
import {
  useGetCouriersQuery,
  useUpdateOrderStatusMutation,
  type AdminOrder,
} from '../../orders-api';
import {
  COURIER_REQUIRED_MESSAGE,
  SHIPPED_STATUS,
  TRACKING_REQUIRED_MESSAGE,
  statusChoices,
  statusLabel,
  statusUpdate,
} from '../../order-model';
import { ORDER_NOTICES, updateFailureMessage } from '../order-notices';

interface UpdateStatusValues {
  orderStatus?: string;
  courierId?: string;
  trackingNumber?: string;
}

/**
 * The update-status form of one order. It opens on the order's current status (Confirmed
 * for a newly paid order) and offers only the statuses the order may move to (the server's
 * `nextStatuses`, with the spec's names). Shipping (In Shipping) needs a courier, chosen
 * from the shop's couriers, and a tracking number: both checked here before anything is
 * sent. Success toasts the server's message (the list and the details refresh through the
 * cache); a refusal shows the server's message as it is, else "Failed to update order status".
 */
export function UpdateStatusForm({ order }: { order: AdminOrder }) {
  const [form] = Form.useForm<UpdateStatusValues>();
  const [updateStatus, { isLoading }] = useUpdateOrderStatusMutation();
  const couriers = useGetCouriersQuery();
  const { message } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = Form.useWatch('orderStatus', form);
  const shipping = chosen === SHIPPED_STATUS;

  const statusOptions = statusChoices(order).map((status) => ({
    value: status,
    label: statusLabel(status),
  }));
  const courierOptions = (couriers.data ?? []).map((courier) => ({
    value: courier.id,
    label: courier.name,
  }));
  // A courier since removed from the list still shows by name on an order shipped with it.
  if (order.courier.id && !courierOptions.some((option) => option.value === order.courier.id)) {
    courierOptions.push({ value: order.courier.id, label: order.courier.name || order.courier.id });
  }

  const submit = async (values: UpdateStatusValues) => {
    setFailure(null);
    const checked = statusUpdate(
      values.orderStatus ?? '',
      values.trackingNumber,
      values.orderStatus === SHIPPED_STATUS ? values.courierId : undefined,
    );
    if (!checked.ok) {
      setFailure(checked.message);
      return;
    }
    try {
      const answer = await updateStatus({ id: order.id, ...checked.update }).unwrap();
      void message.success(answer.message ?? ORDER_NOTICES.updated);
    } catch (error) {
      setFailure(updateFailureMessage(error));
    }
  };

  return (
    <Form<UpdateStatusValues>
      form={form}
      name={`update-status-${order.id}`}
      layout="vertical"
      className="order-status-form"
      initialValues={{
        orderStatus: order.orderStatus || undefined,
        courierId: order.courier.id || undefined,
        trackingNumber: order.trackingNumber,
      }}
      onValuesChange={() => setFailure(null)}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="orderStatus"
        label="Order Status"
        extra="The order's status now, and the statuses it may move to."
        rules={[{ required: true, message: 'Please choose a status' }]}
      >
        <Select options={statusOptions} placeholder="Choose a status" />
      </Form.Item>
      {shipping ? (
        <Form.Item
          name="courierId"
          label="Courier"
          required
          extra={
            couriers.isError
              ? 'The couriers could not be loaded; close and open the order again.'
              : 'The customer receives the courier\u2019s tracking link by e-mail.'
          }
          rules={[{ required: true, message: COURIER_REQUIRED_MESSAGE }]}
        >
          <Select
            options={courierOptions}
            placeholder="Choose the courier"
            loading={couriers.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="trackingNumber"
        label="Tracking Number"
        dependencies={['orderStatus']}
        required={shipping}
        extra="Needed when marking the order as In Shipping; the customer receives it by e-mail."
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              getFieldValue('orderStatus') === SHIPPED_STATUS && !value?.trim()
                ? Promise.reject(new Error(TRACKING_REQUIRED_MESSAGE))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      {failure ? (
        <Alert
          className="order-status-form__error"
          type="error"
          showIcon
          title={failure}
          role="alert"
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Update Order Status
      </Button>
    </Form>
  );
}

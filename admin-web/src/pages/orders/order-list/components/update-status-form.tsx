import { useState } from 'react';
import { Alert, App, Button, Form, Input, Select } from 'antd';
import { useUpdateOrderStatusMutation, type AdminOrder } from '../../orders-api';
import {
  FORM_STATUSES,
  SHIPPED_STATUS,
  TRACKING_REQUIRED_MESSAGE,
  isFormStatus,
  statusLabel,
  statusUpdate,
} from '../../order-model';
import { ORDER_NOTICES, updateFailureMessage } from '../order-notices';

interface UpdateStatusValues {
  orderStatus?: string;
  trackingNumber?: string;
}

const statusOptions = FORM_STATUSES.map((status) => ({
  value: status,
  label: statusLabel(status),
}));

/**
 * The update-status form of one order: a status of the five an order can be set to and a tracking
 * number, required (checked here, before anything is sent) when the status is inShipping.
 * Success toasts the server's message (the list and the details refresh through the cache);
 * a refusal shows the server's message as it is, else "Failed to update order status".
 */
export function UpdateStatusForm({ order }: { order: AdminOrder }) {
  const [form] = Form.useForm<UpdateStatusValues>();
  const [updateStatus, { isLoading }] = useUpdateOrderStatusMutation();
  const { message } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = Form.useWatch('orderStatus', form);

  const submit = async (values: UpdateStatusValues) => {
    setFailure(null);
    const checked = statusUpdate(values.orderStatus ?? '', values.trackingNumber);
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
        orderStatus: isFormStatus(order.orderStatus) ? order.orderStatus : undefined,
        trackingNumber: order.trackingNumber,
      }}
      onValuesChange={() => setFailure(null)}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="orderStatus"
        label="Order Status"
        rules={[{ required: true, message: 'Please choose a status' }]}
      >
        <Select options={statusOptions} placeholder="Choose a status" />
      </Form.Item>
      <Form.Item
        name="trackingNumber"
        label="Tracking Number"
        dependencies={['orderStatus']}
        required={chosen === SHIPPED_STATUS}
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

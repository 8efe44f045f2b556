import { useState } from 'react';
import { Alert, App, Button, Descriptions, Flex, Form, InputNumber, Modal, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { fromCheck } from '../../../../lib/form-rules';
import { formatDateTime } from '../../../../lib/format-date';
import { formatRupeesWithPaise } from '../../../../lib/money';
import {
  useMarkReturnedToOriginMutation,
  useRecordCashCollectedMutation,
  type AdminOrder,
  type OrderCod,
} from '../../orders-api';
import { canMarkReturned, canRecordCash, checkCashAmount } from '../../order-model';
import { ORDER_NOTICES, updateFailureMessage } from '../order-notices';
import { CodStatusTag, RiskTag } from './status-tags';

export const RECORD_CASH_TITLE = 'Record cash collected';
export const MARK_RETURNED_TITLE = 'Mark returned to origin?';

/** When the shopper confirmed, or by when they must (an order awaiting its e-mail link). */
function confirmation(cod: OrderCod): string {
  if (cod.confirmedAt) return formatDateTime(cod.confirmedAt);
  if (cod.status === 'awaiting-advance') return 'Not yet: waiting for the advance';
  if (cod.confirmBy) return `Not yet (confirm by ${formatDateTime(cod.confirmBy)})`;
  return 'Not yet';
}

function codFields(cod: OrderCod): NonNullable<DescriptionsProps['items']> {
  return [
    { key: 'cod-status', label: 'COD Status', children: <CodStatusTag status={cod.status} /> },
    { key: 'risk', label: 'Risk', children: <RiskTag level={cod.riskLevel} /> },
    {
      key: 'reasons',
      label: 'Risk Reasons',
      span: 'filled',
      children:
        cod.riskReasons.length === 0 ? (
          '—'
        ) : (
          <ul className="cod-reasons">
            {cod.riskReasons.map((reason, index) => (
              <li key={index}>{reason}</li>
            ))}
          </ul>
        ),
    },
    { key: 'fee', label: 'COD Fee', children: formatRupeesWithPaise(cod.fee) },
    {
      key: 'advance',
      label: 'Advance Paid Online',
      children: cod.advance > 0 ? formatRupeesWithPaise(cod.advance) : '—',
    },
    {
      key: 'due',
      label: 'Due on Delivery',
      children: formatRupeesWithPaise(cod.dueOnDelivery),
    },
    { key: 'confirmed', label: 'Confirmed', children: confirmation(cod) },
    {
      key: 'collected',
      label: 'Cash Collected',
      span: 'filled',
      children: cod.cashCollectedAt
        ? `${formatRupeesWithPaise(cod.cashCollected)} on ${formatDateTime(cod.cashCollectedAt)}`
        : 'Not yet',
    },
  ];
}

interface CashValues {
  amount: number | null;
}

/**
 * The COD side of an order in its details: status, risk with its reasons, fee, advance,
 * amount due, confirmation and cash collected; and, while the cash is open, "Record cash
 * collected" (shipped or delivered) and "Mark returned to origin" (shipped). The server's
 * message shows either way; the order and the list refresh through the cache.
 */
export function CodSection({ order, cod }: { order: AdminOrder; cod: OrderCod }) {
  const { message, modal } = App.useApp();
  const [recordCash, recording] = useRecordCashCollectedMutation();
  const [markReturned, returning] = useMarkReturnedToOriginMutation();
  const [cashOpen, setCashOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = Form.useForm<CashValues>();
  const offerCash = canRecordCash(order);
  const offerReturn = canMarkReturned(order);

  const submitCash = async ({ amount }: CashValues) => {
    setFailure(null);
    try {
      const answer = await recordCash({ orderId: order.id, amount: Number(amount) }).unwrap();
      void message.success(answer.message ?? ORDER_NOTICES.cashRecorded);
    } catch (error) {
      setFailure(updateFailureMessage(error, ORDER_NOTICES.cashFailed));
    }
    setCashOpen(false);
  };

  const confirmReturned = () => {
    setFailure(null);
    modal.confirm({
      title: MARK_RETURNED_TITLE,
      content:
        "The parcel came back refused: the order is cancelled, its units return to stock and its invoice gets a credit note. The refusal counts in the customer's and the pincode's risk history.",
      okText: 'Mark returned to origin',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const answer = await markReturned(order.id).unwrap();
          void message.success(answer.message ?? ORDER_NOTICES.returned);
        } catch (error) {
          setFailure(updateFailureMessage(error, ORDER_NOTICES.returnFailed));
        }
      },
    });
  };

  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        items={codFields(cod)}
        className="cod-details"
      />
      {failure ? (
        <Alert
          className="cod-actions__error"
          type="error"
          showIcon
          title={failure}
          closable={{ onClose: () => setFailure(null), 'aria-label': 'Dismiss' }}
        />
      ) : null}
      {offerCash || offerReturn ? (
        <Flex wrap gap="small" className="cod-actions">
          {offerCash ? (
            <Button
              type="primary"
              loading={recording.isLoading}
              onClick={() => {
                setFailure(null);
                form.setFieldsValue({ amount: cod.dueOnDelivery });
                setCashOpen(true);
              }}
            >
              Record cash collected
            </Button>
          ) : null}
          {offerReturn ? (
            <Button danger loading={returning.isLoading} onClick={confirmReturned}>
              Mark returned to origin
            </Button>
          ) : null}
        </Flex>
      ) : null}
      <Modal
        open={cashOpen}
        title={RECORD_CASH_TITLE}
        okText="Record"
        onOk={() => form.submit()}
        okButtonProps={{ loading: recording.isLoading }}
        onCancel={() => setCashOpen(false)}
        forceRender
      >
        <Typography.Paragraph type="secondary">
          The cash the courier collected at the door; recorded once. The order becomes delivered and
          paid.
        </Typography.Paragraph>
        <Form<CashValues>
          form={form}
          layout="vertical"
          name={`cod-cash-${order.id}`}
          initialValues={{ amount: cod.dueOnDelivery }}
          onFinish={(values) => void submitCash(values)}
          className="cod-cash-form"
        >
          <Form.Item
            label="Amount collected (₹)"
            name="amount"
            rules={[
              fromCheck((amount: number | null | undefined) =>
                checkCashAmount(amount, cod.dueOnDelivery),
              ),
            ]}
            extra={`Due on delivery: ${formatRupeesWithPaise(cod.dueOnDelivery)}`}
          >
            <InputNumber className="cod-cash-form__amount" prefix="₹" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

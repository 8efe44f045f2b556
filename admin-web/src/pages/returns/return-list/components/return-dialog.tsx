import { Descriptions, Divider, Modal, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { ResponsiveImage } from '../../../../components/responsive-image';
import { ReturnStatusTag } from '../../../../components/return-status';
import { ShortOrderId, shortId } from '../../../../components/short-order-id';
import { formatDate, formatDateTime } from '../../../../lib/format-date';
import { formatRupeesWithPaise } from '../../../../lib/money';
import type { AdminReturn, ReturnLine } from '../../returns-api';
import { isCodReturn, reasonLabel, stepsFor } from '../../return-model';
import { ReturnPhotos } from './return-photos';
import { ReturnSteps } from './return-steps';
import type { ReturnStepRunner } from './use-return-step';

/** "Return of order 1a2b3c4d": the dialog's title (and accessible name). */
export const returnDialogTitle = (ret: AdminReturn): string =>
  `Return of order ${shortId(ret.orderId) || ret.id}`;

const orDash = (value: string) => (value === '' ? '—' : value);
const when = (value: string) => (value ? formatDateTime(value) : '—');

const RESOLUTIONS: Record<string, string> = {
  refund: 'Refund',
  replacement: 'Replacement',
};

function returnFields(ret: AdminReturn): NonNullable<DescriptionsProps['items']> {
  const refunded = ret.status === 'refunded' || ret.resolution === 'refund';
  return [
    {
      key: 'order',
      label: 'Order',
      children: <ShortOrderId id={ret.orderId} className="return-order-id" />,
    },
    { key: 'status', label: 'Status', children: <ReturnStatusTag status={ret.status} /> },
    { key: 'customer', label: 'Customer', children: orDash(ret.customerName) },
    { key: 'email', label: 'E-mail', children: orDash(ret.email) },
    { key: 'orderDate', label: 'Order Date', children: formatDate(ret.orderDate) },
    {
      key: 'payment',
      label: 'Payment',
      children: isCodReturn(ret) ? 'Cash on delivery' : 'Online',
    },
    { key: 'reason', label: 'Reason', children: reasonLabel(ret), span: 'filled' },
    {
      key: 'note',
      label: "Customer's note",
      span: 'filled',
      children: <span className="return-note">{orDash(ret.note)}</span>,
    },
    {
      key: 'ownerNote',
      label: 'Your note',
      span: 'filled',
      children: <span className="return-note">{orDash(ret.ownerNote)}</span>,
    },
    { key: 'requestedAt', label: 'Requested', children: when(ret.requestedAt) },
    { key: 'decidedAt', label: 'Decided', children: when(ret.decidedAt) },
    { key: 'receivedAt', label: 'Received', children: when(ret.receivedAt) },
    { key: 'resolvedAt', label: 'Resolved', children: when(ret.resolvedAt) },
    {
      key: 'resolution',
      label: 'Resolution',
      children: RESOLUTIONS[ret.resolution] ?? orDash(ret.resolution),
    },
    {
      key: 'itemsAmount',
      label: 'Items Amount',
      children: formatRupeesWithPaise(ret.itemsAmount),
    },
    {
      key: 'shipping',
      label: 'Return Shipping',
      children: refunded ? formatRupeesWithPaise(ret.shippingReimbursement) : '—',
    },
    {
      key: 'deduction',
      label: 'Deduction',
      children: refunded ? formatRupeesWithPaise(ret.deduction) : '—',
    },
    {
      key: 'refundAmount',
      label: 'Refund Amount',
      children: refunded ? formatRupeesWithPaise(ret.refundAmount) : '—',
    },
    { key: 'refundedAt', label: 'Refunded', children: when(ret.refundedAt) },
    {
      key: 'refundReference',
      label: 'Refund Reference',
      children: ret.refundReference ? (
        <Typography.Text code className="return-reference">
          {ret.refundReference}
        </Typography.Text>
      ) : refunded ? (
        'Not yet (the payment provider is refunding it)'
      ) : (
        '—'
      ),
    },
    {
      key: 'creditNote',
      label: 'Credit Note',
      children: orDash(ret.creditNoteNumber),
    },
  ];
}

function LineItem({ line }: { line: ReturnLine }) {
  const title = line.title || 'Item';
  return (
    <li className="return-line">
      {line.image ? (
        <ResponsiveImage
          className="return-line__image"
          src={line.image}
          alt={line.colourTitle ? `${title}, ${line.colourTitle}` : title}
          maxWidth={320}
          sizes="64px"
        />
      ) : (
        <span className="return-line__image return-line__image--none" aria-hidden="true">
          <PictureOutlined />
        </span>
      )}
      <span className="return-line__text">
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary">
          {[line.colourTitle, `Quantity ${line.quantity}`, formatRupeesWithPaise(line.price)]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </span>
    </li>
  );
}

export interface ReturnDialogProps {
  /** The return shown; null closes the dialog. */
  ret: AdminReturn | null;
  runner: ReturnStepRunner;
  onClose: () => void;
}

/**
 * Every field of one return, its lines with their pictures, the customer's photos, and the
 * steps its status allows (each with its dialog).
 */
export function ReturnDialog({ ret, runner, onClose }: ReturnDialogProps) {
  return (
    <Modal
      open={ret !== null}
      title={ret ? returnDialogTitle(ret) : ''}
      onCancel={runner.busy ? undefined : onClose}
      footer={null}
      width={{ xs: '96%', sm: '92%', md: 760, lg: 860 }}
      destroyOnHidden
      className="return-details"
    >
      {ret ? (
        <>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 1, md: 2 }}
            items={returnFields(ret)}
          />
          <section aria-labelledby="return-details-lines">
            <Typography.Title
              level={2}
              className="return-details__heading"
              id="return-details-lines"
            >
              Items
            </Typography.Title>
            {ret.lines.length === 0 ? (
              '—'
            ) : (
              <ul className="return-lines">
                {ret.lines.map((line, index) => (
                  <LineItem key={`${line.productId}:${line.colourId}:${index}`} line={line} />
                ))}
              </ul>
            )}
          </section>
          <ReturnPhotos photos={ret.photos} />
          {stepsFor(ret.status).length > 0 ? (
            <>
              <Divider />
              <section aria-labelledby="return-details-steps">
                <Typography.Title
                  level={2}
                  className="return-details__heading"
                  id="return-details-steps"
                >
                  Next step
                </Typography.Title>
                <ReturnSteps key={ret.id} ret={ret} runner={runner} />
              </section>
            </>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}

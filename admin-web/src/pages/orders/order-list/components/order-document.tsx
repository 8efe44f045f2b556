import { App, Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatCalendarDay } from '../../../../lib/format-date';
import { notifyCallFailure } from '../../../../lib/call-notices';
import { useDownloadOrderDocumentMutation, type OrderDocumentKind } from '../../orders-api';

const NAMES: Record<OrderDocumentKind, string> = {
  invoice: 'invoice',
  'credit-note': 'credit note',
};

export interface OrderDocumentProps {
  orderId: string;
  kind: OrderDocumentKind;
  /** "SB/2026-27/000123". */
  number: string;
  /** YYYY-MM-DD. */
  date: string;
}

/**
 * An order's invoice or credit note: its number and date, and "Download invoice" (the PDF,
 * saved under the server's file name; the button spins meanwhile). A failure shows the
 * server's message ("This order has no invoice").
 */
export function OrderDocument({ orderId, kind, number, date }: OrderDocumentProps) {
  const { notification } = App.useApp();
  const [download, { isLoading }] = useDownloadOrderDocumentMutation();
  const name = NAMES[kind];
  const day = formatCalendarDay(date);

  const onDownload = async () => {
    try {
      await download({ orderId, kind }).unwrap();
    } catch (error) {
      notifyCallFailure(notification, `Failed to download the ${name}`, error);
    }
  };

  return (
    <Space wrap size="middle" className={`order-document order-document--${kind}`}>
      <span>
        <span className="order-document__number">{number}</span>
        {day ? <span className="order-document__date"> · {day}</span> : null}
      </span>
      <Button
        size="small"
        icon={<DownloadOutlined aria-hidden />}
        loading={isLoading}
        onClick={() => void onDownload()}
      >
        {`Download ${name}`}
      </Button>
    </Space>
  );
}

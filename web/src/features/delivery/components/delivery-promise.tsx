import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useGetDeliveryEstimateQuery } from '../api/delivery-api';
import { formatDay } from '@/lib/format';
import { codNote, deliveryPlace, deliveryWindow } from '../utils/delivery-dates';
import styles from './delivery.module.css';

export const DELIVERY_CHECK_FAILED = 'We could not check this pincode. Please try again.';

/**
 * The delivery promise to one pincode: the dates an order placed now should arrive
 * between, where it goes and when it leaves; or why it cannot be promised.
 */
export function DeliveryPromise({ pincode }: { pincode: string }) {
  const { data, error, isFetching } = useGetDeliveryEstimateQuery(pincode);

  if (isFetching) {
    return (
      <p className={styles.muted} role="status">
        Checking delivery to {pincode}…
      </p>
    );
  }
  if (error) {
    return (
      <p className={styles.problem} role="alert">
        {getApiErrorMessage(error, DELIVERY_CHECK_FAILED)}
      </p>
    );
  }
  if (!data) return null;
  const place = deliveryPlace(data);
  const cod = codNote(data);
  if (!data.serviceable) {
    return (
      <p className={styles.problem} role="status">
        Sorry, we do not deliver to {pincode}
        {place ? ` (${place})` : ''} yet.
      </p>
    );
  }
  return (
    <div className={styles.promise} role="status">
      <p className={styles.window}>
        Delivery by <strong>{deliveryWindow(data)}</strong>
      </p>
      <p className={styles.muted}>
        To {place} ({pincode}) · {data.zoneLabel} · dispatched {formatDay(data.dispatchDate)}
      </p>
      {cod ? <p className={data.cod?.available ? styles.cod : styles.muted}>{cod}</p> : null}
    </div>
  );
}

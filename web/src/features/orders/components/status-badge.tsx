import type { BadgeTone } from '../utils/order-rules';
import styles from './orders.module.css';

export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
      {label}
    </span>
  );
}

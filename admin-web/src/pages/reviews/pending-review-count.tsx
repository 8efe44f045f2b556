// The side menu's count of product reviews waiting for the owner's approval.
import { MenuCount } from '../../components/menu-count';
import { useGetReviewCountsQuery } from './reviews-api';

/** Checked again every minute, and after every approve, reject or delete (the list's tag). */
const POLL_MS = 60_000;

export function PendingReviewCount() {
  const { data } = useGetReviewCountsQuery(undefined, { pollingInterval: POLL_MS });
  return <MenuCount count={data?.pending} label="pending" />;
}

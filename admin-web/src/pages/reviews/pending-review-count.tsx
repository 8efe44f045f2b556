// The side menu's count of product reviews waiting for the owner's approval.
import { MENU_COUNT_POLL_MS, MenuCount } from '../../components/menu-count';
import { useGetReviewCountsQuery } from './reviews-api';

export function PendingReviewCount() {
  const { data } = useGetReviewCountsQuery(undefined, { pollingInterval: MENU_COUNT_POLL_MS });
  return <MenuCount count={data?.pending} label="pending" />;
}

// The side menu's count of testimonials waiting for the owner's approval.
import { MENU_COUNT_POLL_MS, MenuCount } from '../../components/menu-count';
import { useGetFeedbackQuery } from './feedback-api';

export function PendingFeedbackCount() {
  const { data } = useGetFeedbackQuery(
    { search: '', status: 'pending', page: 1, pageSize: 1 },
    { pollingInterval: MENU_COUNT_POLL_MS },
  );
  return <MenuCount count={data?.counts?.pending ?? data?.total} label="pending" />;
}

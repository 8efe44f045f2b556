// The side menu's count of testimonials waiting for the owner's approval.
import { MenuCount } from '../../components/menu-count';
import { useGetFeedbackQuery } from './feedback-api';

/** Checked again every minute, and after every approve, reject or delete (the list's tag). */
const POLL_MS = 60_000;

export function PendingFeedbackCount() {
  const { data } = useGetFeedbackQuery(
    { search: '', status: 'pending', page: 1, pageSize: 1 },
    { pollingInterval: POLL_MS },
  );
  return <MenuCount count={data?.counts?.pending ?? data?.total} label="pending" />;
}

/**
 * A count beside a side-menu entry (e.g. "3" pending testimonials): a small pill, read by
 * screen readers as part of the link's name (", 3 pending"). Nothing when there is none.
 */
/** How often a menu count is checked again (besides after every change of its list). */
export const MENU_COUNT_POLL_MS = 60_000;

export function MenuCount({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="menu-count">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{`, ${count} ${label}`}</span>
    </span>
  );
}

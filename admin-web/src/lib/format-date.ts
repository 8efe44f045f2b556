// Dates as the console shows them: dd/mm/yyyy in the admin's time zone.

const pad = (value: number) => String(value).padStart(2, '0');

/** `2025-03-07T10:00:00Z` → `07/03/2025`; a missing or unreadable date → `—`. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/**
 * A calendar day as the console shows dates: `2026-12-01` → `01/12/2026` (read as written,
 * not moved by the admin's time zone); anything else → ''.
 */
export function formatCalendarDay(day: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * A moment with its time, in the admin's time zone: `2025-03-07T10:05:00Z` → `07/03/2025,
 * 15:35` (24-hour, in India); a missing or unreadable one → `—`.
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const day = formatDate(value);
  if (day === '—') return day;
  const date = value instanceof Date ? value : new Date(value as string | number);
  return `${day}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

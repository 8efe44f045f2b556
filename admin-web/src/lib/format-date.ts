// Dates as the console shows them: dd/mm/yyyy in the admin's time zone.

const pad = (value: number) => String(value).padStart(2, '0');

/** `2025-03-07T10:00:00Z` → `07/03/2025`; a missing or unreadable date → `—`. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

// Reading a server-paged table in page tests: a row found by the text of one of its cells
// (an order's short id), a cell's text under its column header, and the short ids shown.
import { screen, within } from '@testing-library/react';

/** The row of `table` (a selector, e.g. `.refunds-table`) with a cell holding `text`. */
export async function findTableRow(table: string, text: string): Promise<HTMLElement> {
  const found = await screen.findByText(text, { selector: `${table} td *` });
  const row = found.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

/** The text of the row's cell under the column header `title`. */
export function cellText(row: HTMLElement, title: string): string {
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  const index = headers.indexOf(title);
  if (index < 0) throw new Error(`no column ${title}`);
  return within(row).getAllByRole('cell')[index]?.textContent ?? '';
}

/** The 8-character order ids of the table's rows, in order. */
export function shortIdsShown(): (string | undefined)[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByText(/^[0-9a-f]{8}$/)?.textContent);
}

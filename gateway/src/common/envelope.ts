/** Every JSON answer has `success`; failures add `message` (docs/api-accounts.md). */
export interface ErrorBody {
  success: false;
  message: string;
}

export function errorBody(message: string): ErrorBody {
  return { success: false, message };
}

/** A success envelope with the given fields: `ok({ user })` → `{ success: true, user }`. */
export function ok<T extends object>(fields: T): { success: true } & T {
  return { success: true, ...fields };
}

/**
 * `ok({ data, ...fields })` as JSON text, `data` being JSON already serialised (catalogue's
 * read-model bytes), put in without being parsed: the same text `ok()` would give.
 */
export function okJsonText(dataJson: string, fields: Record<string, number> = {}): string {
  let text = `{"success":true,"data":${dataJson}`;
  for (const [key, value] of Object.entries(fields)) text += `,${JSON.stringify(key)}:${value}`;
  return `${text}}`;
}

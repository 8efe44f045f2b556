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

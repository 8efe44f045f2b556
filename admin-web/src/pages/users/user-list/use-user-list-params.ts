// The list's search, page and page size live in the URL (`?search=&page=&pageSize=`), so a
// reload, the back button or a shared link shows the same list. The search box writes to
// the URL 300 ms after the last keystroke and starts again at page 1.
import { usePagedListParams, type PagedListParams } from '../../../lib/use-list-params';

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export type UserListParams = PagedListParams;

export function useUserListParams(): UserListParams {
  return usePagedListParams(PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE);
}

// The returns list's status filter, page and page size live in the URL
// (`?status=requested&page=2&pageSize=50`), and so does the return shown in its dialog
// (`&open=<id>`): a reload, the back button or a shared link shows the same.
import { useStatusListParams, type StatusListParams } from '../../../lib/use-status-list-params';
import { readReturnFilter, type ReturnFilter } from '../return-model';

export interface ReturnListParams extends StatusListParams<ReturnFilter> {
  /** The id of the return shown in the dialog ('' when none). */
  openId: string;
  setOpenId: (id: string) => void;
}

export function useReturnListParams(): ReturnListParams {
  const list = useStatusListParams(readReturnFilter);
  const { params, updateParams } = list;
  return {
    ...list,
    openId: params.get('open') ?? '',
    setOpenId: (id) =>
      updateParams((next) => {
        if (id) next.set('open', id);
        else next.delete('open');
      }),
  };
}

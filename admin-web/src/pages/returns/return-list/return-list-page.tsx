import { useState } from 'react';
import { Alert } from 'antd';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatusFilterTable } from '../../../components/status-filter-table';
import { readReturn, useGetAdminReturnsQuery, type AdminReturn } from '../returns-api';
import { emptyReturnsText, FILTER_LABELS, RETURN_FILTERS, returnCount } from '../return-model';
import { RETURNS_TABLE_WIDTH, returnColumns } from './columns';
import { ReturnDialog } from './components/return-dialog';
import { useReturnStep } from './components/use-return-step';
import { useReturnListParams } from './use-return-list-params';

export const RETURNS_TITLE = 'Returns';

/** What another screen hands over with its link (the orders dialog: the order's return). */
interface HandedReturn {
  returnRequest?: unknown;
}

/**
 * /admin/returns: every return after delivery, newest first as the server sends them, by
 * status and in server-side pages (all in the URL). Open shows one return (`?open=<id>`)
 * with the owner's next steps.
 */
export function ReturnListPage() {
  const params = useReturnListParams();
  const { filter, page, pageSize, openId, setOpenId } = params;
  const list = useGetAdminReturnsQuery({
    page,
    pageSize,
    ...(filter === 'all' ? {} : { status: filter }),
  });
  const returns = list.data?.returns ?? [];
  const total = list.data?.total ?? 0;

  // The return shown: the list's row (patched by each step's answer, then fetched again),
  // else the last answer (the row may have left the filter), else the copy handed over by
  // the orders screen.
  const location = useLocation();
  const handed = readReturn((location.state as HandedReturn | null)?.returnRequest);
  const [answered, setAnswered] = useState<AdminReturn | null>(null);
  const shown = openId
    ? (returns.find((ret) => ret.id === openId) ??
      (answered?.id === openId ? answered : null) ??
      (handed?.id === openId ? handed : null))
    : null;
  const missing = openId !== '' && shown === null && list.isSuccess && !list.isFetching;

  const runner = useReturnStep(setAnswered);
  const columns = returnColumns((ret) => setOpenId(ret.id));

  return (
    <>
      <PageHeader
        title={RETURNS_TITLE}
        subtitle="Returns after delivery, newest first. Approve or reject a request, mark the parcel received, then refund it or send a replacement."
      />
      {missing ? (
        <Alert
          className="returns-missing"
          type="info"
          showIcon
          title="The return you opened is not in this list: choose All or another page."
          closable={{ onClose: () => setOpenId(''), 'aria-label': 'Dismiss' }}
        />
      ) : null}
      <StatusFilterTable
        params={params}
        filters={RETURN_FILTERS}
        filterLabels={FILTER_LABELS}
        filterLabel="Show returns by status"
        list={list}
        rows={returns}
        total={total}
        rowKey={(ret) => ret.id}
        columns={columns}
        width={RETURNS_TABLE_WIDTH}
        classStem="returns"
        count={returnCount(total)}
        errorTitle="Could not load returns"
        emptyText={emptyReturnsText(filter)}
      />
      <ReturnDialog
        ret={shown}
        runner={runner}
        onClose={() => {
          runner.clearFailure();
          setOpenId('');
        }}
      />
    </>
  );
}

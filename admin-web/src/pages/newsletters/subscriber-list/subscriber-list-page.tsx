import { useCallback, useMemo, useState } from 'react';
import { Button, Card, Checkbox, Col, Flex, Row, Table } from 'antd';
import { ListError } from '../../../components/list-states';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../lib/use-list-params';
import { useGetSubscribersQuery, type Subscriber } from '../newsletters-api';
import {
  selectAll,
  selectAllState,
  selectionSummary,
  toggleSubscriber,
  type Selection,
} from '../newsletter-model';
import { subscriberColumns } from './columns';
import { SendNewsletterPanel } from './components/send-newsletter-panel';
import { useDeleteSubscriber } from './use-delete-subscriber';

const NO_SELECTION: Selection = new Set();

/**
 * /admin/newsletters: the subscribers, newest first, with a
 * server-side e-mail search (in the URL); checkboxes and Select all choose who gets the
 * newsletter (the choice stays while the admin searches); Delete is confirmed; the Send
 * Newsletter panel sends to the selected subscribers.
 */
export function SubscriberListPage() {
  const { searchInput, setSearchInput, search } = useListParams();
  const list = useGetSubscribersQuery({ search });
  const subscribers = useMemo(() => list.data?.subscribers ?? [], [list.data]);
  const total = list.data?.total ?? 0;
  const listed = useMemo(() => subscribers.map((s) => s.email), [subscribers]);

  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const dropFromSelection = useCallback(
    (email: string) => setSelection((current) => toggleSubscriber(current, email, false)),
    [],
  );
  const confirmDelete = useDeleteSubscriber(dropFromSelection);
  const columns = useMemo(() => subscriberColumns(confirmDelete), [confirmDelete]);
  const allState = selectAllState(selection, listed);

  return (
    <>
      <PageHeader
        title="Newsletters"
        subtitle="Choose subscribers and send them a newsletter with a flyer."
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card>
            <ListToolbar
              className="content-toolbar"
              search={{
                label: 'Search subscribers by email',
                placeholder: 'Search by email',
                maxLength: 254,
                value: searchInput,
                onChange: setSearchInput,
              }}
              count={
                list.isSuccess ? `${total} ${total === 1 ? 'subscriber' : 'subscribers'}` : null
              }
            />
            <Flex justify="space-between" align="center" wrap gap="small" className="content-count">
              <Checkbox
                checked={allState === 'all'}
                indeterminate={allState === 'some'}
                disabled={listed.length === 0}
                onChange={(event) =>
                  setSelection((current) => selectAll(current, listed, event.target.checked))
                }
              >
                {search ? `Select all ${listed.length} found` : 'Select all subscribers'}
              </Checkbox>
              {selection.size > 0 ? (
                <Button size="small" type="link" onClick={() => setSelection(NO_SELECTION)}>
                  Clear selection
                </Button>
              ) : null}
            </Flex>
            <ListError list={list} className="content-error" title="Could not load subscribers" />
            <Table<Subscriber>
              className="subscribers-table"
              rowKey="email"
              columns={columns}
              dataSource={subscribers}
              loading={list.isFetching}
              locale={{
                emptyText: search ? `No subscribers match "${search}"` : 'No subscribers yet',
              }}
              scroll={{ x: 520 }}
              pagination={{ defaultPageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
              rowSelection={{
                selectedRowKeys: [...selection],
                preserveSelectedRowKeys: true,
                // The box above the table selects everyone the search found.
                hideSelectAll: true,
                onChange: (keys) => setSelection(new Set(keys.map(String))),
                getCheckboxProps: (subscriber) => ({
                  'aria-label': `Select ${subscriber.email}`,
                }),
              }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <div className="newsletter-layout__panel">
            <SendNewsletterPanel
              selection={selection}
              summary={selectionSummary(selection, listed)}
              onSent={() => setSelection(NO_SELECTION)}
            />
          </div>
        </Col>
      </Row>
    </>
  );
}

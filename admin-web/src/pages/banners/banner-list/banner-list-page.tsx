import { useCallback, useMemo, useState } from 'react';
import { Button, Card, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ListError } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { useGetBannersQuery, type AdminBanner } from '../banners-api';
import { bannerColumns } from './columns';
import { BannerFormModal } from './components/banner-form-modal';
import { useDeleteBanner } from './use-delete-banner';

/**
 * /admin/banners: the home page carousel's banners in carousel
 * order, each with its image, description and date; Add Banner, Edit and Delete (confirmed).
 */
export function BannerListPage() {
  const list = useGetBannersQuery();
  const banners = list.data ?? [];
  // A fresh key per opening, so the form starts from the banner being edited.
  const [editing, setEditing] = useState<{
    banner: AdminBanner | null;
    open: boolean;
    key: number;
  }>({ banner: null, open: false, key: 0 });
  const open = useCallback(
    (banner: AdminBanner | null) =>
      setEditing((current) => ({ banner, open: true, key: current.key + 1 })),
    [],
  );
  const confirmDelete = useDeleteBanner();
  const columns = useMemo(
    () => bannerColumns({ onEdit: open, onDelete: confirmDelete }),
    [open, confirmDelete],
  );

  return (
    <>
      <PageHeader
        title="Banners"
        subtitle="The home page carousel shows these banners, oldest first."
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open(null)}>
            Add Banner
          </Button>
        }
      />
      <Card>
        <Typography.Text type="secondary" aria-live="polite" className="content-count">
          {list.isSuccess
            ? `${banners.length} ${banners.length === 1 ? 'banner' : 'banners'}`
            : null}
        </Typography.Text>
        <ListError list={list} className="content-error" title="Could not load banners" />
        <Table<AdminBanner>
          className="banners-table"
          rowKey="id"
          columns={columns}
          dataSource={banners}
          loading={list.isFetching}
          locale={{ emptyText: 'No banners yet' }}
          scroll={{ x: 640 }}
          pagination={banners.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        />
      </Card>
      <BannerFormModal
        key={editing.key}
        open={editing.open}
        banner={editing.banner}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
    </>
  );
}

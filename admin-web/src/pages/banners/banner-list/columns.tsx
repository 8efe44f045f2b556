// The columns of the banners table: Image, Description, Created, Actions.
import { Button, Space, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { ResponsiveImage } from '../../../components/responsive-image';
import { dateColumn } from '../../../lib/table-columns';
import type { AdminBanner } from '../banners-api';
import { bannerLabel } from '../banner-model';

export interface BannerColumnsOptions {
  onEdit: (banner: AdminBanner) => void;
  onDelete: (banner: AdminBanner) => void;
}

export function bannerColumns({
  onEdit,
  onDelete,
}: BannerColumnsOptions): TableColumnsType<AdminBanner> {
  return [
    {
      title: 'Image',
      dataIndex: 'image',
      key: 'image',
      width: 150,
      render: (image: string, banner) =>
        image ? (
          <span className="banner-thumb">
            <ResponsiveImage
              src={image}
              alt={`Banner: ${bannerLabel(banner)}`}
              maxWidth={320}
              sizes="120px"
            />
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: 'Description',
      dataIndex: 'description',
      key: 'description',
      render: (description: string) => <span className="content-text">{description}</span>,
    },
    dateColumn('Created', 'created'),
    {
      title: 'Actions',
      key: 'actions',
      width: 190,
      render: (_value, banner) => (
        <Space size="small" wrap>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={`Edit banner ${bannerLabel(banner)}`}
            onClick={() => onEdit(banner)}
          >
            Edit
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Delete banner ${bannerLabel(banner)}`}
            onClick={() => onDelete(banner)}
          >
            Delete
          </Button>
        </Space>
      ),
    },
  ];
}

import { Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { ResponsiveImage } from '../../../../components/responsive-image';
import { formatRupees } from '../../../../lib/money';
import { actionsColumn } from '../../../../lib/table-columns';
import type { AdminProduct } from '../../products-api';
import { hasSalePrice, stockBadge } from '../../product-model';

export interface ProductTableProps {
  products: AdminProduct[];
  loading: boolean;
  emptyText: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

const nameOf = (product: AdminProduct) => product.title || product.productCode || 'this product';

function productColumns(
  onEdit: (product: AdminProduct) => void,
  onDelete: (product: AdminProduct) => void,
): TableColumnsType<AdminProduct> {
  return [
    {
      title: 'Image',
      key: 'image',
      width: 72,
      render: (_value, product: AdminProduct) =>
        product.image[0] ? (
          <ResponsiveImage
            className="product-table__thumb"
            src={product.image[0]}
            alt={product.title}
            maxWidth={320}
            sizes="56px"
          />
        ) : (
          <span className="product-table__thumb product-table__thumb--none">No image</span>
        ),
    },
    {
      title: 'Title',
      dataIndex: 'title',
      key: 'title',
      width: 220,
      render: (title: string, product: AdminProduct) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{title || '—'}</Typography.Text>
          {product.productCode ? (
            <Typography.Text type="secondary">{product.productCode}</Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: 'Category',
      dataIndex: 'categoryName',
      key: 'category',
      width: 140,
      render: (name: string) => name || '—',
    },
    {
      title: 'Price',
      dataIndex: 'price',
      key: 'price',
      width: 110,
      align: 'right',
      render: (price: number) => formatRupees(price),
    },
    {
      title: 'Sale Price',
      key: 'salePrice',
      width: 110,
      align: 'right',
      render: (_value, product: AdminProduct) =>
        hasSalePrice(product) ? formatRupees(product.salePrice) : '—',
    },
    {
      title: 'Stock',
      dataIndex: 'totalStock',
      key: 'stock',
      width: 130,
      align: 'right',
      render: (stock: number) => {
        const badge = stockBadge(stock);
        return badge ? `${stock} (${badge.label})` : String(stock);
      },
    },
    actionsColumn<AdminProduct>({
      title: 'Actions',
      key: 'actions',
      width: 190,
      render: (_value, product: AdminProduct) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={`Edit ${nameOf(product)}`}
            onClick={() => onEdit(product)}
          >
            Edit
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Delete ${nameOf(product)}`}
            onClick={() => onDelete(product)}
          >
            Delete
          </Button>
        </Space>
      ),
    }),
  ];
}

/**
 * The products as a table (the screen's other view beside the cards): thumbnail, title
 * and code, category, price, sale price, stock, and Edit / Delete pinned on the right;
 * the same server pages as the cards.
 */
export function ProductTable({
  products,
  loading,
  emptyText,
  page,
  pageSize,
  total,
  onPageChange,
  onEdit,
  onDelete,
}: ProductTableProps) {
  return (
    <Table<AdminProduct>
      className="products-table"
      rowKey="id"
      columns={productColumns(onEdit, onDelete)}
      dataSource={products}
      loading={loading}
      locale={{ emptyText }}
      scroll={{ x: 980 }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (count, [from, to]) => `${from}–${to} of ${count}`,
        onChange: (next) => onPageChange(next),
      }}
    />
  );
}

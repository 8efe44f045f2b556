import { Button, Card, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PictureOutlined } from '@ant-design/icons';
import { ResponsiveImage } from '../../../../components/responsive-image';
import type { AdminCategory } from '../../categories-api';

export interface CategoryCardProps {
  category: AdminCategory;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

export function CategoryCard({ category, onEdit, onDelete }: CategoryCardProps) {
  return (
    <Card
      size="small"
      className="category-card"
      cover={
        category.image ? (
          <ResponsiveImage
            className="category-card__image"
            src={category.image}
            alt={category.name}
            maxWidth={640}
            sizes="(min-width: 1600px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
          />
        ) : (
          <div className="category-card__image category-card__image--none" aria-hidden="true">
            <PictureOutlined />
            <span>No image</span>
          </div>
        )
      }
      actions={[
        <Button
          key="edit"
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={`Edit ${category.name}`}
          onClick={() => onEdit(category)}
        >
          Edit
        </Button>,
        <Button
          key="delete"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Delete ${category.name}`}
          onClick={() => onDelete(category)}
        >
          Delete
        </Button>,
      ]}
    >
      <Typography.Title level={2} className="category-card__title">
        {category.name}
      </Typography.Title>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 3, tooltip: category.description }}>
        {category.description}
      </Typography.Paragraph>
      {category.slug ? <Tag>{category.slug}</Tag> : null}
      {category.productCount !== null ? (
        <Tag color="magenta">
          {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
        </Tag>
      ) : null}
    </Card>
  );
}

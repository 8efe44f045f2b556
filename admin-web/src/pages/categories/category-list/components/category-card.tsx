import { Card, Tag, Typography } from 'antd';
import { editDeleteActions } from '../../../../components/card-actions';
import { CardImageCover } from '../../../../components/card-image-cover';
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
        <CardImageCover className="category-card__image" src={category.image} alt={category.name} />
      }
      actions={editDeleteActions(
        category.name,
        () => onEdit(category),
        () => onDelete(category),
      )}
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

import { Card, Flex, Tag, Typography } from 'antd';
import { editDeleteActions } from '../../../../components/card-actions';
import { CardImageCover } from '../../../../components/card-image-cover';
import { formatRupees } from '../../../../lib/money';
import type { AdminProduct } from '../../products-api';
import { colourChip, hasSalePrice, productBadges } from '../../product-model';

export interface ProductCardProps {
  product: AdminProduct;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

/** One product in the admin grid: image, title, code, price, stock, colours, actions. */
export function ProductCard({ product, onEdit, onDelete }: ProductCardProps) {
  const [mainImage] = product.image;
  const onSale = hasSalePrice(product);
  const name = product.title || product.productCode || 'this product';
  return (
    <Card
      className="product-card"
      size="small"
      cover={<CardImageCover className="product-card__image" src={mainImage} alt={product.title} />}
      actions={editDeleteActions(
        name,
        () => onEdit(product),
        () => onDelete(product),
      )}
    >
      <Typography.Title
        level={2}
        className="product-card__title"
        ellipsis={{ rows: 2, tooltip: product.title }}
      >
        {product.title}
      </Typography.Title>
      {product.secondTitle ? (
        <Typography.Text type="secondary" className="product-card__second">
          {product.secondTitle}
        </Typography.Text>
      ) : null}
      <div className="product-card__code">
        <Typography.Text type="secondary">Code: </Typography.Text>
        <Typography.Text
          copyable={product.productCode ? { tooltips: ['Copy code', 'Copied'] } : false}
        >
          {product.productCode || '—'}
        </Typography.Text>
      </div>
      <div className="product-card__price">
        {onSale ? (
          <>
            <Typography.Text strong>
              <span className="visually-hidden">Sale price </span>
              {formatRupees(product.salePrice)}
            </Typography.Text>{' '}
            <Typography.Text delete type="secondary">
              <span className="visually-hidden">was </span>
              {formatRupees(product.price)}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text strong>{formatRupees(product.price)}</Typography.Text>
        )}
      </div>
      <Flex wrap gap={4} align="center" className="product-card__badges">
        <Typography.Text type="secondary">Stock: {product.totalStock}</Typography.Text>
        {productBadges(product).map((badge) => (
          <Tag key={badge.label} color={badge.color}>
            {badge.label}
          </Tag>
        ))}
        {product.categoryName ? <Tag>{product.categoryName}</Tag> : null}
      </Flex>
      {product.colors.length > 0 ? (
        <ul className="product-card__colours" aria-label={`Colours of ${name}`}>
          {product.colors.map((colour, index) => {
            const chip = colourChip(colour.inventory);
            return (
              <li key={colour.id || index}>
                <Tag color={chip.color} className={`colour-chip colour-chip--${chip.level}`}>
                  {colour.title}: {colour.inventory}
                  <span className="visually-hidden"> ({chip.text})</span>
                </Tag>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Card>
  );
}

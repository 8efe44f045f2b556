import { PictureOutlined } from '@ant-design/icons';
import { ResponsiveImage } from './responsive-image';

export interface CardImageCoverProps {
  /** The image URL; empty shows the "No image" placeholder. */
  src: string | undefined;
  alt: string;
  /** The cover's class ("product-card__image"); the placeholder adds `{className}--none`. */
  className: string;
}

/** A grid card's cover: the image at the grid's widths, or a "No image" placeholder. */
export function CardImageCover({ src, alt, className }: CardImageCoverProps) {
  return src ? (
    <ResponsiveImage
      className={className}
      src={src}
      alt={alt}
      maxWidth={640}
      sizes="(min-width: 1600px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
    />
  ) : (
    <div className={`${className} ${className}--none`} aria-hidden="true">
      <PictureOutlined />
      <span>No image</span>
    </div>
  );
}

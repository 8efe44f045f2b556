import { Typography } from 'antd';
import { ResponsiveImage } from '../../../../components/responsive-image';

/** "Customer's photo 1 of 2": a thumbnail's alt text, and so its link's name. */
export const photoAlt = (index: number, count: number): string =>
  `Customer's photo ${index + 1} of ${count}`;

/**
 * The photos the customer sent with the return (docs/returns.md, "Photos"): small thumbnails
 * (96 px, from the 320 px variant) that wrap on a phone, each a link opening the full image in
 * a new tab; "No photos" when none were sent, so the owner knows there are none to wait for.
 */
export function ReturnPhotos({ photos }: { photos: readonly string[] }) {
  return (
    <section aria-labelledby="return-details-photos" className="return-photos">
      <Typography.Title level={2} className="return-details__heading" id="return-details-photos">
        Customer&apos;s photos
      </Typography.Title>
      {photos.length === 0 ? (
        <Typography.Text type="secondary">No photos</Typography.Text>
      ) : (
        <ul className="return-photos__list">
          {photos.map((url, index) => (
            <li key={url} className="return-photos__item">
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="return-photos__link"
              >
                <ResponsiveImage
                  className="return-photos__image"
                  src={url}
                  alt={photoAlt(index, photos.length)}
                  maxWidth={320}
                  sizes="96px"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

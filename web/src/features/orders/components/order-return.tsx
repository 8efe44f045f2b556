import { pictureSources } from '@boutique/web-kit/media';
import type { Order } from '../types/order';
import { returnStatusLine } from '../utils/return-rules';
import styles from './orders.module.css';

/**
 * An order's return (docs/returns.md) in its details: where it stands in words, what the
 * shop added (the owner's note, the credit note), the reason, the returned lines (title,
 * colour, quantity) and the shopper's photos (small thumbnails, each a link to the full
 * image in a new tab). Nothing for an order without a return.
 */
export function ReturnState({ order }: { order: Order }) {
  const ret = order.returnRequest;
  if (!ret) return null;
  const { text, detail } = returnStatusLine(ret);
  return (
    <section className={styles.returnSection} aria-label="Your return">
      <h3 className={styles.subheading}>Your return</h3>
      {text ? <p className={styles.returnStatus}>{text}</p> : null}
      {detail ? <p className={styles.returnDetail}>{detail}</p> : null}
      {ret.reasonLabel || ret.reason ? (
        <p className={styles.muted}>Reason: {ret.reasonLabel || ret.reason}</p>
      ) : null}
      {ret.lines.length > 0 ? (
        <ul className={styles.returnedLines} aria-label="Items returned">
          {ret.lines.map((line, index) => (
            <li key={`${line.productId}-${line.colourId}-${index}`}>
              <span className={styles.itemTitle}>{line.title}</span>
              {line.colourTitle ? <span> · {line.colourTitle}</span> : null}
              <span> · Qty {line.quantity}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {ret.photos.length > 0 ? (
        <ul className={styles.returnPhotoLinks} aria-label="Your photos">
          {ret.photos.map((url, index) => (
            <li key={url}>
              <ReturnPhotoLink url={url} n={index + 1} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A photo's thumbnail (the smallest stored width) linking to the photo as stored. */
function ReturnPhotoLink({ url, n }: { url: string; n: number }) {
  const sources = pictureSources(url, 320);
  return (
    <a className={styles.returnPhotoLink} href={url} target="_blank" rel="noopener noreferrer">
      <img
        className={styles.returnPhotoThumb}
        src={sources?.src ?? url}
        srcSet={sources?.fallbackSrcSet}
        sizes={sources ? '4.5rem' : undefined}
        alt={`Your photo ${n}`}
        width={72}
        height={72}
      />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

// The customer's photos of a return after delivery (docs/returns.md, "Photos"), as both the
// returns screen and the order's Return section read them.
import { z } from 'zod';
import { parseMediaImage } from '@boutique/web-kit/media';

/**
 * The photo URLs of a return: uploaded image URLs (`/media/images/{id}/{w}.jpg`), each once, in
 * the order sent; anything else is dropped (never a link to another kind of address), and a
 * list in another shape (or none) is [].
 */
export const returnPhotosSchema = z
  .array(z.unknown())
  .nullish()
  .catch(null)
  .transform((raw) => {
    const urls = (raw ?? []).flatMap((url) =>
      typeof url === 'string' && parseMediaImage(url) ? [url.trim()] : [],
    );
    return [...new Set(urls)];
  });

/** "1 photo", "2 photos"; '' for none. */
export function photoCountLabel(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? '1 photo' : `${count} photos`;
}

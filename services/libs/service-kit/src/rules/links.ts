/**
 * The one rule for links the shop shows (banner and flyer images, product, colour and
 * category images, product videos): an absolute http(s) URL, or a path of a file this
 * shop stored ("/media/..."). Used by the gateway at the edge and by the services that
 * store such links, so they cannot disagree.
 */

/** Longer links are refused (a browser's practical limit). */
export const MAX_LINK_LENGTH = 2048;

/** An absolute http:// or https:// URL with a host, without spaces. */
export function isHttpUrl(text: string): boolean {
  if (text.length > MAX_LINK_LENGTH || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An http(s) URL or a path of a stored upload ("/media/..."): a picture or video to show. */
export function isMediaLink(text: string): boolean {
  if (text.startsWith('/media/'))
    return text.length <= MAX_LINK_LENGTH && !/[\s\\]/.test(text) && !/(^|\/)\.\.(\/|$)/.test(text);
  return isHttpUrl(text);
}

// The Watch and Buy video of a product page. The admin uploads it (POST
// /api/admin/upload/video, stored as `/media/videos/{id}/video.{mp4|webm|mov}`); the gateway
// also accepts an http(s) URL typed in the API. The shop's content security policy plays
// only its own files (media-src 'self'), so an upload plays in the page and any other URL
// is offered as a link that opens it in a new tab.

export type VideoSource = { kind: 'file'; src: string } | { kind: 'link'; href: string } | null;

const UPLOADED = /^\/media\/videos\/[A-Za-z0-9-]+\/video\.(mp4|webm|mov)$/;

export function videoSource(video: string): VideoSource {
  const value = video.trim();
  if (!value) return null;
  if (UPLOADED.test(value)) return { kind: 'file', src: value };
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') {
      return { kind: 'link', href: url.href };
    }
  } catch {
    // not a URL: nothing to show
  }
  return null;
}

/** Which host a video link goes to, for its words ("Watch on youtube.com"). */
export function videoHost(href: string): string {
  return new URL(href).hostname.replace(/^www\./, '');
}

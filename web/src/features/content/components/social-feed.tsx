import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { FeedPost } from '../types/content';
import styles from './social-feed.module.css';

/** A picture of unknown size is laid out square, as the tile is. */
const DEFAULT_SIDE = 640;

function siteName(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    if (host.endsWith('instagram.com')) return 'Instagram';
    if (host.endsWith('facebook.com')) return 'Facebook';
    if (host.endsWith('youtube.com') || host === 'youtu.be') return 'YouTube';
    return host;
  } catch {
    return 'the web';
  }
}

/**
 * The social-post feed, newest first: each post's picture (sized, lazy, with its alt text
 * or "<site> post") linking to the post in a new tab. Posts come with a picture only (the
 * gateway leaves out the others), so there is never an empty tile.
 */
export function SocialFeed({ posts }: { posts: readonly FeedPost[] }) {
  return (
    <section className={`container ${styles.feed}`} aria-labelledby="feed-title">
      <p className={styles.eyebrow}>@sareeboutique</p>
      <h2 id="feed-title">Follow Our Story</h2>
      {posts.length === 0 ? (
        <p className={styles.empty}>Our latest posts will appear here soon.</p>
      ) : (
        <ul className={styles.grid} aria-label="Social posts">
          {posts.map((post) => {
            const site = siteName(post.postUrl);
            return (
              <li key={post.id}>
                <a
                  href={post.postUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.post}
                >
                  <ResponsiveImage
                    src={post.image}
                    alt={post.alt || `${site} post`}
                    width={post.imageWidth || DEFAULT_SIDE}
                    height={post.imageHeight || DEFAULT_SIDE}
                    sizes="(max-width: 400px) 100vw, (max-width: 767px) 50vw, 33vw"
                    className={styles.image}
                  />
                  <span className="visually-hidden"> (opens {site} in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { InstagramIcon } from '@/components/ui/icons';
import styles from './social-feed.module.css';

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

/** The social-post feed, newest first: each post a link opening in a new tab. */
export function SocialFeed({ posts }: { posts: readonly string[] }) {
  return (
    <section className={`container ${styles.feed}`} aria-labelledby="feed-title">
      <p className={styles.eyebrow}>@sareeboutique</p>
      <h2 id="feed-title">Follow Our Story</h2>
      {posts.length === 0 ? (
        <p className={styles.empty}>Our latest posts will appear here soon.</p>
      ) : (
        <ul className={styles.grid} aria-label="Social posts">
          {posts.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer" className={styles.post}>
                <InstagramIcon size={28} />
                <span className={styles.postTitle}>Post {index + 1}</span>
                <span className={styles.postSite}>
                  View on {siteName(url)}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

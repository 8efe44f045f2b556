import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '@/components/ui/icons';
import { SOCIAL_LINKS, type SocialNetwork } from '@/config/store-info';
import styles from './social-links.module.css';

const ICONS: Record<SocialNetwork, ComponentType<{ size?: number }>> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  youtube: YoutubeIcon,
};

/** The boutique's social pages, each opening in a new tab. */
export function SocialLinks({
  tone = 'dark',
  size = 20,
  label = 'Follow us',
}: {
  tone?: 'dark' | 'light';
  size?: number;
  label?: string;
}) {
  return (
    <ul className={`${styles.list} ${tone === 'light' ? styles.light : ''}`} aria-label={label}>
      {SOCIAL_LINKS.map(({ network, label: name, href }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
              aria-label={`${name} (opens in a new tab)`}
            >
              <Icon size={size} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

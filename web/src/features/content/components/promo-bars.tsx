import { useState } from 'react';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { ANNOUNCEMENTS, PROMO_MESSAGES, STORE_EMAIL, STORE_PHONE } from '@/config/store-info';
import { useRotation } from '../hooks/use-rotation';
import { SocialLinks } from './social-links';
import styles from './promo-bars.module.css';

export const PROMO_INTERVAL_MS = 5000;
export const ANNOUNCEMENT_INTERVAL_MS = 4000;
export const ANNOUNCEMENT_FADE_MS = 300;

/** Hover or keyboard focus holds a rotating message still. */
function useHold() {
  const [held, setHeld] = useState(false);
  const handlers = {
    onMouseEnter: () => setHeld(true),
    onMouseLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: () => setHeld(false),
  };
  return [held, handlers] as const;
}

/** The top bar: phone, e-mail, the rotating promo messages (5 s) and the social links. */
export function PromoBar() {
  const [held, holdHandlers] = useHold();
  const { index } = useRotation({
    count: PROMO_MESSAGES.length,
    intervalMs: PROMO_INTERVAL_MS,
    paused: held,
  });
  return (
    <div className={styles.promo} {...holdHandlers}>
      <div className={`container ${styles.promoInner}`}>
        <ul className={styles.contacts} aria-label="Contact the boutique">
          <li>
            <a href={`tel:${STORE_PHONE.dial}`}>
              <PhoneIcon size={15} />
              <span>{STORE_PHONE.display}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${STORE_EMAIL}`}>
              <MailIcon size={15} />
              <span>{STORE_EMAIL}</span>
            </a>
          </li>
        </ul>
        <p className={styles.message} data-testid="promo-message">
          {PROMO_MESSAGES[index]}
        </p>
        <div className={styles.social}>
          <SocialLinks tone="light" size={16} />
        </div>
      </div>
    </div>
  );
}

/** The announcement bar: one message at a time, every 4 s with a 300 ms fade. */
export function AnnouncementBar() {
  const [held, holdHandlers] = useHold();
  const { index, visible } = useRotation({
    count: ANNOUNCEMENTS.length,
    intervalMs: ANNOUNCEMENT_INTERVAL_MS,
    fadeMs: ANNOUNCEMENT_FADE_MS,
    paused: held,
  });
  return (
    <section className={styles.announcement} aria-label="Announcements" {...holdHandlers}>
      <p
        className={`${styles.announcementText} ${visible ? '' : styles.faded}`}
        data-testid="announcement"
      >
        {ANNOUNCEMENTS[index]}
      </p>
    </section>
  );
}

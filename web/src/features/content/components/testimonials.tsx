import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { useCarousel } from '@/hooks/use-carousel';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { Testimonial } from '../types/content';
import { NOT_SIGNED_IN } from '../utils/feedback-messages';
import {
  TESTIMONIALS_MEDIUM_QUERY,
  TESTIMONIALS_SMALL_QUERY,
  testimonialPages,
} from '../utils/testimonial-layout';
import styles from './testimonials.module.css';

const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((module) => ({ default: module.FeedbackDialog })),
);

export const TESTIMONIAL_INTERVAL_MS = 6000;

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** 1 per page under 640 px, 2 under 1024 px, else 3. */
function useTestimonialsPerPage(): number {
  const small = useMediaQuery(TESTIMONIALS_SMALL_QUERY);
  const medium = useMediaQuery(TESTIMONIALS_MEDIUM_QUERY);
  return small ? 1 : medium ? 2 : 3;
}

/**
 * Customer testimonials (the newest feedback), a page every 6 s, and Share Your Experience:
 * signed-in customers get the feedback dialog, guests are told to sign in.
 */
export function Testimonials({
  testimonials,
  isSignedIn,
}: {
  testimonials: readonly Testimonial[];
  isSignedIn: boolean;
}) {
  const { toast } = useToast();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const perPage = useTestimonialsPerPage();
  const pages = testimonialPages(testimonials, perPage);
  const carousel = useCarousel({ pageCount: pages.length, intervalMs: TESTIMONIAL_INTERVAL_MS });

  function share() {
    if (!isSignedIn) {
      toast(NOT_SIGNED_IN);
      return;
    }
    setIsDialogOpen(true);
  }

  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <div className="container">
        <div className={styles.header}>
          <div>
            <p className={styles.eyebrow}>In their words</p>
            <h2 id="testimonials-title">Customer Testimonials</h2>
          </div>
          <Button variant="secondary" onClick={share} aria-haspopup="dialog">
            Share Your Experience
          </Button>
        </div>
        {testimonials.length === 0 ? (
          <p className={styles.empty}>Be the first to share your experience.</p>
        ) : (
          <div
            className={styles.viewport}
            aria-roledescription="carousel"
            aria-label="Testimonials"
            onMouseEnter={carousel.pause}
            onMouseLeave={carousel.resumeLater}
            onFocus={carousel.pause}
            onBlur={carousel.resumeLater}
          >
            <ul
              className={styles.page}
              aria-live={carousel.paused ? 'polite' : 'off'}
              style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
            >
              {(pages[carousel.page] ?? []).map((testimonial) => (
                <li key={testimonial.id} className={styles.card}>
                  <blockquote className={styles.quote}>
                    <p>{testimonial.feedback}</p>
                  </blockquote>
                  <p className={styles.author}>
                    {testimonial.userName}
                    {testimonial.createdAt ? (
                      <time dateTime={testimonial.createdAt} className={styles.date}>
                        {formatDate(testimonial.createdAt)}
                      </time>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
            {pages.length > 1 ? (
              <ol className={styles.dots}>
                {pages.map((_, index) => (
                  <li key={index}>
                    <button
                      type="button"
                      className={
                        index === carousel.page ? `${styles.dot} ${styles.dotActive}` : styles.dot
                      }
                      aria-label={`Testimonials page ${index + 1} of ${pages.length}`}
                      aria-current={index === carousel.page || undefined}
                      onClick={() => {
                        carousel.goTo(index);
                        carousel.resumeLater();
                      }}
                    />
                  </li>
                ))}
              </ol>
            ) : null}
          </div>
        )}
      </div>
      {isDialogOpen ? (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setIsDialogOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

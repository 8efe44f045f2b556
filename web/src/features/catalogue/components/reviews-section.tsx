import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-field';
import { useToast } from '@/components/toast/toast-context';
import { useAddReviewMutation, useGetReviewEligibilityQuery } from '../api/catalogue-api';
import type { Review } from '../types/catalogue';
import { StarRating } from './star-rating';
import styles from './reviews-section.module.css';

type ReviewsSectionProps = {
  productId: string;
  reviews: readonly Review[];
  /**
   * Signed in: the form is offered if they bought the saree (and did not review it yet);
   * guests get `signInHref`.
   */
  canReview: boolean;
  signInHref: string;
};

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function averageRating(reviews: readonly Pick<Review, 'reviewValue'>[]): number {
  if (reviews.length === 0) return 0;
  return reviews.reduce((sum, review) => sum + review.reviewValue, 0) / reviews.length;
}

export function ReviewsSection({ productId, reviews, canReview, signInHref }: ReviewsSectionProps) {
  const average = averageRating(reviews);
  return (
    <section className={styles.reviews} aria-labelledby="reviews-title">
      <h2 id="reviews-title">Customer Reviews</h2>
      {reviews.length > 0 ? (
        <p className={styles.summary}>
          <StarRating value={average} />
          <span>
            {average.toFixed(1)} out of 5 · {reviews.length}{' '}
            {reviews.length === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      ) : (
        <p className={styles.muted}>No reviews yet. Be the first to share your thoughts.</p>
      )}
      {reviews.length > 0 ? (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <div className={styles.reviewHead}>
                <strong>{review.userName || 'Customer'}</strong>
                {review.verifiedBuyer ? <VerifiedBuyer /> : null}
                <StarRating value={review.reviewValue} />
                {review.createdAt ? (
                  <time className={styles.muted} dateTime={review.createdAt}>
                    {formatDate(review.createdAt)}
                  </time>
                ) : null}
              </div>
              <p className={styles.message}>{review.reviewMessage}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {canReview ? (
        <YourReview productId={productId} />
      ) : (
        <p className={styles.signIn}>
          <Link to={signInHref}>Sign in to write a review</Link>
        </p>
      )}
    </section>
  );
}

function VerifiedBuyer() {
  return (
    <span className={styles.verified}>
      <span aria-hidden="true">✓</span> Verified buyer
    </span>
  );
}

/**
 * The signed-in shopper's part: the form when they bought the saree and have not reviewed
 * it, their own review while it awaits approval, or why they cannot review.
 */
function YourReview({ productId }: { productId: string }) {
  const { data, isLoading, isError, refetch } = useGetReviewEligibilityQuery(productId);
  if (isLoading) return null;
  if (isError || !data) {
    return (
      <p className={styles.notice} role="status">
        We could not check whether you can review this saree.{' '}
        <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (data.canReview) return <ReviewForm productId={productId} />;
  const own = data.review;
  if (own && own.status === 'pending') {
    return (
      <section className={styles.own} aria-labelledby="your-review-title">
        <h3 id="your-review-title">
          Your review <span className={styles.pending}>Awaiting approval</span>
        </h3>
        <StarRating value={own.reviewValue} />
        <p className={styles.message}>{own.reviewMessage}</p>
        <p className={styles.muted}>
          Thank you! It will appear here once the boutique approves it.
        </p>
      </section>
    );
  }
  if (own) return null;
  return (
    <p className={styles.notice}>
      {data.reason || 'Only customers who bought this saree can review it'}. Once your order of it
      is paid, you can share your thoughts here.
    </p>
  );
}

function ReviewForm({ productId }: { productId: string }) {
  const { toast } = useToast();
  const [addReview, { isLoading }] = useAddReviewMutation();
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ratingId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating < 1 || rating > 5) {
      setError('Rating must be between 1 and 5');
      return;
    }
    if (!message.trim()) {
      setError('Review message is required');
      return;
    }
    setError(null);
    const result = await addReview({
      productId,
      reviewMessage: message.trim(),
      reviewValue: rating,
    });
    if (result.error) {
      const text = getApiErrorMessage(result.error, 'Failed to add review');
      setError(text);
      toast({ title: text, variant: 'destructive' });
      return;
    }
    setRating(0);
    setMessage('');
    toast({ title: result.data.message || 'Review added successfully', variant: 'success' });
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-labelledby={`${ratingId}-title`}
    >
      <h3 id={`${ratingId}-title`}>Write a Review</h3>
      <fieldset className={styles.rating}>
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label
            key={value}
            className={value <= rating ? `${styles.star} ${styles.on}` : styles.star}
          >
            <input
              type="radio"
              name={`${ratingId}-rating`}
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {value} {value === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label="Your review"
        rows={4}
        maxLength={2000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        required
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={isLoading} busyLabel="Submitting…">
        Submit Review
      </Button>
    </form>
  );
}

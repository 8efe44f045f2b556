// The columns both review tables show (the moderation lists and one product's reviews).
import { Rate, type TableColumnType } from 'antd';
import type { AdminReview } from '../../reviews-api';
import { ratingLabel } from '../review-notices';

/** The stars, read as "4 out of 5". */
export function ratingColumn(): TableColumnType<AdminReview> {
  return {
    title: 'Rating',
    dataIndex: 'reviewValue',
    key: 'rating',
    width: 170,
    render: (value: number) => (
      <>
        <Rate disabled value={value} aria-hidden className="review-stars" />
        <span className="visually-hidden">{ratingLabel(value)}</span>
      </>
    ),
  };
}

/** The review's text, its line breaks kept. */
export function messageColumn(): TableColumnType<AdminReview> {
  return {
    title: 'Review',
    dataIndex: 'reviewMessage',
    key: 'message',
    render: (text: string) => <span className="review-message">{text}</span>,
  };
}

/** "the review by Priya": how a row's buttons name it. */
export const reviewByline = (review: AdminReview) =>
  `the review by ${review.userName || 'a customer'}`;

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  averageOf,
  initialStatus,
  isReviewStatus,
  moderationTarget,
  reviewProblem,
} from './review-rules.js';

describe('review rules', () => {
  it('checks the rating and the message', () => {
    assert.equal(
      reviewProblem({ reviewValue: 0, reviewMessage: 'ok' }),
      'Rating must be between 1 and 5',
    );
    assert.equal(
      reviewProblem({ reviewValue: 6, reviewMessage: 'ok' }),
      'Rating must be between 1 and 5',
    );
    assert.equal(
      reviewProblem({ reviewValue: 5, reviewMessage: '  ' }),
      'Review message is required',
    );
    assert.equal(reviewProblem({ reviewValue: 3, reviewMessage: 'Lovely drape' }), undefined);
  });

  it('averages to one decimal', () => {
    assert.equal(averageOf([5, 4, 4]), 4.3);
    assert.equal(averageOf([]), 0);
  });

  it('starts a review pending while the owner moderates, approved otherwise', () => {
    assert.equal(initialStatus(true), 'pending');
    assert.equal(initialStatus(false), 'approved');
  });

  it('lets the admin approve or reject, nothing else', () => {
    assert.equal(moderationTarget('approved'), 'approved');
    assert.equal(moderationTarget('rejected'), 'rejected');
    assert.equal(moderationTarget('pending'), undefined);
    assert.equal(moderationTarget('deleted'), undefined);
    assert.equal(isReviewStatus('pending'), true);
    assert.equal(isReviewStatus('all'), false);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, uploadProblem } from './media-rules.js';

describe('uploadProblem', () => {
  it('lets an image up to 1 MB and a video up to 10 MB through', () => {
    assert.equal(uploadProblem('image', 'image', MAX_IMAGE_BYTES), undefined);
    assert.equal(uploadProblem('video', 'video', MAX_VIDEO_BYTES), undefined);
  });

  it('refuses a 2 MB image and an 11 MB video with the user-facing messages', () => {
    assert.equal(
      uploadProblem('image', 'image', 2 * 1024 * 1024),
      'File too large, file size exceeds 1MB limit',
    );
    assert.equal(
      uploadProblem('image', 'image', MAX_IMAGE_BYTES + 1),
      'File too large, file size exceeds 1MB limit',
    );
    assert.equal(
      uploadProblem('video', 'video', MAX_VIDEO_BYTES + 1),
      'File size exceeds 10MB limit',
    );
  });

  it('refuses an image sent as a video and the other way round, and anything unknown', () => {
    assert.equal(uploadProblem('video', 'image', 10), 'Unsupported file format');
    assert.equal(uploadProblem('image', 'video', 10), 'Unsupported file format');
    assert.equal(uploadProblem('image', 'unsupported', 10), 'Unsupported file format');
    assert.equal(uploadProblem(undefined, 'image', 10), 'Unsupported file format');
    assert.equal(uploadProblem('image', 'image', 0), 'Unsupported file format');
    // The format check comes first: a large file of the wrong type is "unsupported".
    assert.equal(uploadProblem('image', 'unsupported', 5 * 1024 * 1024), 'Unsupported file format');
  });
});

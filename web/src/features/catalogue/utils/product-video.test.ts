import { describe, expect, it } from 'vitest';
import { videoHost, videoSource } from './product-video';

describe('the Watch and Buy video', () => {
  it('plays an uploaded video in the page', () => {
    expect(videoSource('/media/videos/9a1f-22/video.mp4')).toEqual({
      kind: 'file',
      src: '/media/videos/9a1f-22/video.mp4',
    });
    expect(videoSource(' /media/videos/v1/video.webm ')).toEqual({
      kind: 'file',
      src: '/media/videos/v1/video.webm',
    });
  });

  it('links to a video elsewhere (the page plays only its own files)', () => {
    expect(videoSource('https://www.youtube.com/watch?v=abc')).toEqual({
      kind: 'link',
      href: 'https://www.youtube.com/watch?v=abc',
    });
    expect(videoHost('https://www.youtube.com/watch?v=abc')).toBe('youtube.com');
  });

  it('shows nothing for no video or anything else', () => {
    expect(videoSource('')).toBeNull();
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('/media/../api/x')).toBeNull();
    expect(videoSource('video.mp4')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  gallerySwipe,
  isDoubleTap,
  pageCount,
  sliderSwipe,
  slidesPerPage,
  zoomOrigin,
} from './gestures';

describe('gestures', () => {
  it('turns a slider page on a 20 px touch swipe or a 20% mouse drag', () => {
    expect(sliderSwipe(-21, 1000, 'touch')).toBe('next');
    expect(sliderSwipe(21, 1000, 'touch')).toBe('previous');
    expect(sliderSwipe(-20, 1000, 'touch')).toBeNull();
    expect(sliderSwipe(-150, 1000, 'mouse')).toBeNull();
    expect(sliderSwipe(-201, 1000, 'mouse')).toBe('next');
  });

  it('changes the gallery image on a swipe over 50 px', () => {
    expect(gallerySwipe(-51)).toBe('next');
    expect(gallerySwipe(60)).toBe('previous');
    expect(gallerySwipe(50)).toBeNull();
  });

  it('shows 2 products per page on phones, else 5', () => {
    expect(slidesPerPage(true)).toBe(2);
    expect(slidesPerPage(false)).toBe(5);
    expect(pageCount(11, 5)).toBe(3);
    expect(pageCount(0, 5)).toBe(1);
  });

  it('zooms between 1 and 3 and detects a double tap within 300 ms', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(2.5)).toBe(2.5);
    expect(clampZoom(4)).toBe(3);
    expect(isDoubleTap(null, 1000)).toBe(false);
    expect(isDoubleTap(1000, 1300)).toBe(true);
    expect(isDoubleTap(1000, 1301)).toBe(false);
  });

  it('places the hover zoom under the cursor', () => {
    const rect = { left: 100, top: 50, width: 200, height: 400 };
    expect(zoomOrigin(200, 250, rect)).toEqual({ x: 50, y: 50 });
    expect(zoomOrigin(0, 1000, rect)).toEqual({ x: 0, y: 100 });
  });
});

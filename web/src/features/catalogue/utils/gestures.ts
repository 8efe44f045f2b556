// Gesture thresholds.

export const SLIDER_TOUCH_THRESHOLD_PX = 20;
export const SLIDER_DRAG_THRESHOLD_RATIO = 0.2;
export const GALLERY_SWIPE_THRESHOLD_PX = 50;
export const DOUBLE_TAP_MS = 300;

export type SwipeDirection = 'next' | 'previous' | null;

function direction(deltaX: number): SwipeDirection {
  return deltaX < 0 ? 'next' : 'previous';
}

/**
 * A slider swipe: a finger moving more than 20 px, or a mouse dragging more than 20% of the
 * slider's width, turns the page (left = next).
 */
export function sliderSwipe(deltaX: number, width: number, pointerType: string): SwipeDirection {
  const distance = Math.abs(deltaX);
  const threshold =
    pointerType === 'mouse' ? width * SLIDER_DRAG_THRESHOLD_RATIO : SLIDER_TOUCH_THRESHOLD_PX;
  return distance > threshold && distance > 0 ? direction(deltaX) : null;
}

/** The gallery changes image on a swipe over 50 px. */
export function gallerySwipe(deltaX: number): SwipeDirection {
  return Math.abs(deltaX) > GALLERY_SWIPE_THRESHOLD_PX ? direction(deltaX) : null;
}

/** Products per slider page: 2 under 768 px, else 5. */
export function slidesPerPage(isPhone: boolean): number {
  return isPhone ? 2 : 5;
}

export function pageCount(items: number, perPage: number): number {
  return Math.max(1, Math.ceil(items / perPage));
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** A second tap within 300 ms toggles between 1x and the maximum zoom. */
export function isDoubleTap(previousTapAt: number | null, now: number): boolean {
  return previousTapAt !== null && now - previousTapAt <= DOUBLE_TAP_MS;
}

/** The point under the cursor as background-position percentages, for the 300% hover zoom. */
export function zoomOrigin(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  const x = rect.width > 0 ? ((clientX - rect.left) / rect.width) * 100 : 50;
  const y = rect.height > 0 ? ((clientY - rect.top) / rect.height) * 100 : 50;
  return { x: Math.min(100, Math.max(0, x)), y: Math.min(100, Math.max(0, y)) };
}

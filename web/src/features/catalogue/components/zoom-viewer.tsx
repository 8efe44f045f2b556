import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/ui/icons';
import { clampZoom, gallerySwipe, isDoubleTap, MAX_ZOOM, MIN_ZOOM } from '../utils/gestures';
import styles from './zoom-viewer.module.css';

type ZoomViewerProps = {
  images: readonly string[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const ZOOM_STEP = 0.5;

/**
 * The phone's full-screen image viewer: zoom 1x to 3x with buttons or a double tap (within
 * 300 ms), Left/Right arrows (and swipes at 1x) change image, Escape closes. A modal
 * dialog: the page behind is inert and focus returns to the image afterwards.
 */
export function ZoomViewer({ images, title, index, onIndexChange, onClose }: ZoomViewerProps) {
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const lastTap = useRef<number | null>(null);
  const swipeStart = useRef<number | null>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = images.length;

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const overlay = overlayRef.current;
    const madeInert: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element === overlay || element.hasAttribute('inert')) continue;
      element.setAttribute('inert', '');
      madeInert.push(element);
    }
    closeRef.current?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  function show(step: number) {
    setZoom(MIN_ZOOM);
    onIndexChange((index + step + count) % count);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(-1);
    } else if (event.key === 'Tab') {
      // Keep focus inside the viewer.
      const focusable = Array.from(
        overlayRef.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [],
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = event.clientX;
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const direction = zoom === MIN_ZOOM ? gallerySwipe(event.clientX - start) : null;
    if (direction) {
      show(direction === 'next' ? 1 : -1);
      return;
    }
    const now = event.timeStamp;
    if (isDoubleTap(lastTap.current, now)) {
      lastTap.current = null;
      const rect = event.currentTarget.getBoundingClientRect();
      setOrigin({
        x: rect.width ? ((event.clientX - rect.left) / rect.width) * 100 : 50,
        y: rect.height ? ((event.clientY - rect.top) / rect.height) * 100 : 50,
      });
      setZoom((value) => (value > MIN_ZOOM ? MIN_ZOOM : MAX_ZOOM));
    } else {
      lastTap.current = now;
    }
  }

  return createPortal(
    <div
      ref={overlayRef}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={`${title}: image ${index + 1} of ${count}`}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.toolbar}>
        <span className={styles.counter} aria-live="polite">
          {index + 1} / {count} · {Math.round(zoom * 100)}%
        </span>
        <button
          type="button"
          className={styles.tool}
          onClick={() => setZoom((value) => clampZoom(value - ZOOM_STEP))}
          disabled={zoom <= MIN_ZOOM}
          aria-label="Zoom out"
        >
          −
        </button>
        <button
          type="button"
          className={styles.tool}
          onClick={() => setZoom((value) => clampZoom(value + ZOOM_STEP))}
          disabled={zoom >= MAX_ZOOM}
          aria-label="Zoom in"
        >
          +
        </button>
        <button
          ref={closeRef}
          type="button"
          className={styles.tool}
          onClick={onClose}
          aria-label="Close zoom"
        >
          <CloseIcon />
        </button>
      </div>
      <div
        className={styles.stage}
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onDragStart={(event) => event.preventDefault()}
      >
        <img
          src={images[index]}
          alt={`${title}, image ${index + 1} of ${count}`}
          className={styles.image}
          style={{
            transform: `scale(${zoom})`,
            transformOrigin: `${origin.x}% ${origin.y}%`,
          }}
        />
      </div>
      {count > 1 ? (
        <div className={styles.nav}>
          <button
            type="button"
            className={styles.tool}
            onClick={() => show(-1)}
            aria-label="Previous image"
          >
            ‹
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={() => show(1)}
            aria-label="Next image"
          >
            ›
          </button>
        </div>
      ) : null}
    </div>,
    document.body,
  );
}

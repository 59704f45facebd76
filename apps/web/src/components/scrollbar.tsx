import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
} from 'react';
import {
  canScroll,
  pagedScroll,
  scrollForThumbOffset,
  thumbOffset,
  thumbSize,
} from './scrollbar-geometry.ts';
import styles from './scrollbar.module.css';

export interface ScrollbarProps {
  /** Fixed height of the scroll box (px number or any CSS length); the content then gets 20 px right padding. */
  height?: number | string;
  /** 'y' scrolls vertically (default), 'x' horizontally (the track runs under the content). */
  axis?: 'y' | 'x';
  className?: string;
  /** Accessible name of the focusable scroll region. */
  label?: string;
  children: ReactNode;
}

interface Metrics {
  client: number;
  scroll: number;
  track: number;
  position: number;
}

const emptyMetrics: Metrics = { client: 0, scroll: 0, track: 0, position: 0 };

function readMetrics(viewport: HTMLElement, track: HTMLElement | null, axis: 'x' | 'y'): Metrics {
  return axis === 'y'
    ? {
        client: viewport.clientHeight,
        scroll: viewport.scrollHeight,
        track: track?.clientHeight ?? 0,
        position: viewport.scrollTop,
      }
    : {
        client: viewport.clientWidth,
        scroll: viewport.scrollWidth,
        track: track?.clientWidth ?? 0,
        position: viewport.scrollLeft,
      };
}

const sameMetrics = (a: Metrics, b: Metrics) =>
  a.client === b.client && a.scroll === b.scroll && a.track === b.track && a.position === b.position;

function scrollViewport(viewport: HTMLElement, axis: 'x' | 'y', to: number, smooth: boolean) {
  const key = axis === 'y' ? 'top' : 'left';
  // Element.scrollTo is missing in some environments (jsdom); the property always works, just not smoothly.
  if (smooth && typeof viewport.scrollTo === 'function') viewport.scrollTo({ [key]: to, behavior: 'smooth' });
  else if (axis === 'y') viewport.scrollTop = to;
  else viewport.scrollLeft = to;
}

/**
 * A scroll box with the native scrollbar hidden and a drawn one instead
 * (docs/product/storefront.md#page-behaviour): a track and a thumb sized by the visible share of the content
 * (at least 30 px) that follows the scroll position, can be dragged, and pages when the track is clicked.
 * Hidden when the content fits. The box itself stays focusable, so the keyboard scrolls it natively.
 */
export function Scrollbar({
  height,
  axis = 'y',
  className,
  label = 'Прокручиваемая область',
  children,
}: ScrollbarProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<{ pointerId: number; start: number; offset: number } | null>(null);
  const [metrics, setMetrics] = useState<Metrics>(emptyMetrics);
  const [dragging, setDragging] = useState(false);

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const next = readMetrics(viewport, trackRef.current, axis);
    setMetrics((previous) => (sameMetrics(previous, next) ? previous : next));
  }, [axis]);

  useEffect(() => {
    const frame = requestAnimationFrame(measure);
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('resize', measure);
      };
    }
    const observer = new ResizeObserver(measure);
    for (const element of [viewportRef.current, contentRef.current]) if (element) observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [measure]);

  const { client, scroll, track, position } = metrics;
  const visible = canScroll(client, scroll) && track > 0;
  const thumb = thumbSize(client, scroll, track);
  const offset = thumbOffset(position, client, scroll, track, thumb);
  const coordinate = (event: PointerEvent) => (axis === 'y' ? event.clientY : event.clientX);

  const onThumbPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragRef.current = { pointerId: event.pointerId, start: coordinate(event), offset };
    setDragging(true);
  };

  const onThumbPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    const viewport = viewportRef.current;
    if (!drag || drag.pointerId !== event.pointerId || !viewport) return;
    const live = readMetrics(viewport, trackRef.current, axis);
    const size = thumbSize(live.client, live.scroll, live.track);
    const target = drag.offset + coordinate(event) - drag.start;
    scrollViewport(
      viewport,
      axis,
      scrollForThumbOffset(target, live.client, live.scroll, live.track, size),
      false,
    );
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (dragRef.current?.pointerId !== event.pointerId) return;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    dragRef.current = null;
    setDragging(false);
  };

  const onTrackPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const viewport = viewportRef.current;
    if (event.button !== 0 || event.target !== event.currentTarget || !viewport) return;
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    const pointer = coordinate(event) - (axis === 'y' ? rect.top : rect.left);
    const live = readMetrics(viewport, event.currentTarget, axis);
    const size = thumbSize(live.client, live.scroll, live.track);
    const to = pagedScroll(pointer, live.position, live.client, live.scroll, live.track, size);
    scrollViewport(viewport, axis, to, true);
  };

  const rootStyle: CSSProperties | undefined = height === undefined ? undefined : { height };
  const thumbStyle: CSSProperties =
    axis === 'y'
      ? { height: thumb, transform: `translateY(${offset}px)` }
      : { width: thumb, transform: `translateX(${offset}px)` };

  return (
    <div
      className={[
        styles.root,
        styles[axis],
        height === undefined ? '' : styles.fixed,
        dragging ? styles.dragging : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={rootStyle}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        tabIndex={0}
        role="region"
        aria-label={label}
        onScroll={measure}
      >
        <div ref={contentRef} className={styles.content}>
          {children}
        </div>
      </div>
      <div
        ref={trackRef}
        className={`${styles.track} ${visible ? '' : styles.hidden}`}
        aria-hidden="true"
        data-testid="scrollbar-track"
        data-state={visible ? 'visible' : 'hidden'}
        onPointerDown={onTrackPointerDown}
      >
        <div
          className={styles.thumb}
          style={thumbStyle}
          data-testid="scrollbar-thumb"
          onPointerDown={onThumbPointerDown}
          onPointerMove={onThumbPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onLostPointerCapture={endDrag}
        />
      </div>
    </div>
  );
}

import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import {
  angleFromPoint,
  dashOffset,
  dragFraction,
  formatClock,
  fractionFromAngle,
  pointOnRing,
  progressFraction,
  ringCircumference,
  seekBy,
} from '../model/ring-geometry.ts';
import styles from './progress-ring.module.css';

export interface ProgressRingProps {
  currentTime: number;
  duration: number;
  /** Asked to move the clip to a time in seconds (already inside 0…duration). */
  onSeek: (time: number) => void;
  /** Told when a drag starts and ends (the player shows the time exactly while scrubbing). */
  onScrubbingChange?: (scrubbing: boolean) => void;
  /** The control in the middle of the ring (the play button). */
  children?: ReactNode;
}

export const keyboardSeekSeconds = 5;

const viewBox = 100;
const centre = viewBox / 2;
const radius = 44;
const circumference = ringCircumference(radius);

/**
 * A circular progress ring around the play button: the arc shows currentTime/duration and the ring is a
 * slider: dragging it around (12 o'clock is the start, clockwise) or the arrow keys seek.
 */
export function ProgressRing({
  currentTime,
  duration,
  onSeek,
  onScrubbingChange,
  children,
}: ProgressRingProps) {
  const dragRef = useRef<{ pointerId: number; fraction: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const known = Number.isFinite(duration) && duration > 0;
  const fraction = progressFraction(currentTime, duration);
  const knob = pointOnRing(fraction, radius, centre, centre);

  const fractionAt = (event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const angle = angleFromPoint(
      event.clientX,
      event.clientY,
      rect.left + rect.width / 2,
      rect.top + rect.height / 2,
    );
    return fractionFromAngle(angle);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!known || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const next = fractionAt(event);
    dragRef.current = { pointerId: event.pointerId, fraction: next };
    setDragging(true);
    onScrubbingChange?.(true);
    onSeek(next * duration);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const next = dragFraction(drag.fraction, fractionAt(event));
    dragRef.current = { pointerId: drag.pointerId, fraction: next };
    onSeek(next * duration);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (dragRef.current?.pointerId !== event.pointerId) return;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    dragRef.current = null;
    setDragging(false);
    onScrubbingChange?.(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!known) return;
    const target = {
      ArrowRight: seekBy(currentTime, keyboardSeekSeconds, duration),
      ArrowUp: seekBy(currentTime, keyboardSeekSeconds, duration),
      ArrowLeft: seekBy(currentTime, -keyboardSeekSeconds, duration),
      ArrowDown: seekBy(currentTime, -keyboardSeekSeconds, duration),
      Home: 0,
      End: duration,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSeek(target);
  };

  return (
    <div className={styles.ring}>
      <div
        className={`${styles.slider} ${dragging ? styles.dragging : ''}`}
        role="slider"
        tabIndex={0}
        aria-label="Перемотка"
        aria-valuemin={0}
        aria-valuemax={known ? Math.round(duration) : 0}
        aria-valuenow={Math.round(known ? Math.min(currentTime, duration) : 0)}
        aria-valuetext={`${formatClock(currentTime)} из ${formatClock(known ? duration : 0)}`}
        aria-disabled={known ? undefined : true}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
        onKeyDown={onKeyDown}
      >
        <svg
          className={styles.svg}
          viewBox={`0 0 ${viewBox} ${viewBox}`}
          aria-hidden="true"
          focusable="false"
        >
          <circle className={styles.track} cx={centre} cy={centre} r={radius} />
          <circle
            className={styles.progress}
            cx={centre}
            cy={centre}
            r={radius}
            strokeDasharray={circumference}
            strokeDashoffset={dashOffset(fraction, circumference)}
            transform={`rotate(-90 ${centre} ${centre})`}
            data-testid="progress-arc"
          />
          <circle className={styles.knob} cx={knob.x} cy={knob.y} r={6} />
        </svg>
      </div>
      <div className={styles.centre}>{children}</div>
    </div>
  );
}

/** Pure geometry of the custom scrollbar (components/scrollbar.tsx); all lengths in CSS pixels along one axis. */

export const minThumbSize = 30;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** How far the content can scroll; below one pixel counts as nothing (sub-pixel rounding of layouts). */
export function maxScroll(client: number, scroll: number): number {
  const max = scroll - client;
  return max >= 1 ? max : 0;
}

/** Whether the content overflows its box, i.e. whether the scrollbar is shown at all. */
export const canScroll = (client: number, scroll: number): boolean => maxScroll(client, scroll) > 0;

/**
 * The thumb's length: the visible share of the content applied to the track, never shorter than `min`
 * (so it stays grabbable) and never longer than the track.
 */
export function thumbSize(client: number, scroll: number, track: number, min = minThumbSize): number {
  if (track <= 0) return 0;
  if (!canScroll(client, scroll)) return track;
  return clamp((client / scroll) * track, Math.min(min, track), track);
}

/** Where the thumb starts in the track for a scroll position (0 at the start, track − thumb at the end). */
export function thumbOffset(
  position: number,
  client: number,
  scroll: number,
  track: number,
  thumb: number,
): number {
  const max = maxScroll(client, scroll);
  const room = Math.max(0, track - thumb);
  if (max === 0 || room === 0) return 0;
  return clamp(position / max, 0, 1) * room;
}

/** The scroll position that puts the thumb at `offset` in the track: the inverse of thumbOffset. */
export function scrollForThumbOffset(
  offset: number,
  client: number,
  scroll: number,
  track: number,
  thumb: number,
): number {
  const max = maxScroll(client, scroll);
  const room = Math.max(0, track - thumb);
  if (max === 0 || room === 0) return 0;
  return clamp(offset / room, 0, 1) * max;
}

/**
 * A click on the track outside the thumb pages one visible length towards the click, stopping at the ends
 * (`pointer` is the click's distance from the track's start).
 */
export function pagedScroll(
  pointer: number,
  position: number,
  client: number,
  scroll: number,
  track: number,
  thumb: number,
): number {
  const offset = thumbOffset(position, client, scroll, track, thumb);
  if (pointer >= offset && pointer <= offset + thumb) return position;
  const next = pointer < offset ? position - client : position + client;
  return clamp(next, 0, maxScroll(client, scroll));
}

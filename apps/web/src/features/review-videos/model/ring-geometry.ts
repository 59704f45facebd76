/**
 * Pure geometry of the review player's progress ring: the ring is a clock face whose 12 o'clock is the
 * start of the clip and whose filled arc grows clockwise with the played share.
 */

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Degrees of a point around a centre in screen coordinates (y grows down): 12 o'clock 0, clockwise, [0, 360). */
export function angleFromPoint(x: number, y: number, centreX: number, centreY: number): number {
  const degrees = (Math.atan2(x - centreX, centreY - y) * 180) / Math.PI;
  const normalised = (degrees + 360) % 360;
  return normalised === 360 ? 0 : normalised;
}

/** The share of the clip an angle stands for (0 at 12 o'clock, 0.5 at 6 o'clock). */
export const fractionFromAngle = (degrees: number): number => (((degrees % 360) + 360) % 360) / 360;

/**
 * A drag that crosses 12 o'clock does not wrap around: from the last quarter it stops at the end, from the
 * first quarter it stops at the start.
 */
export function dragFraction(previous: number, next: number): number {
  if (previous > 0.75 && next < 0.25) return 1;
  if (previous < 0.25 && next > 0.75) return 0;
  return clamp01(next);
}

/** The played share of a clip; 0 until the duration is known. */
export function progressFraction(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return 0;
  return clamp01(currentTime / duration);
}

export const ringCircumference = (radius: number): number => 2 * Math.PI * radius;

/** stroke-dashoffset that leaves `fraction` of a circle with stroke-dasharray = circumference drawn. */
export const dashOffset = (fraction: number, circumference: number): number =>
  circumference * (1 - clamp01(fraction));

/** A seek by `delta` seconds (keyboard) kept inside the clip. */
export function seekBy(currentTime: number, delta: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(duration, Math.max(0, currentTime + delta));
}

/** Where a point of the ring sits for a share of the clip (the knob), on a circle of `radius` around the centre. */
export function pointOnRing(fraction: number, radius: number, centreX: number, centreY: number) {
  const radians = clamp01(fraction) * 2 * Math.PI;
  return { x: centreX + radius * Math.sin(radians), y: centreY - radius * Math.cos(radians) };
}

/** m:ss for the slider's spoken value and the time label. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

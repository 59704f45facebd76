import { useEffect, useState } from 'react';

/**
 * The current time (ms), renewed every `intervalMs`: for countdowns and deadlines (a reservation, a payment
 * link) that must change on screen without anything else happening.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** 754 seconds → '12:34'. */
export function minutesLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

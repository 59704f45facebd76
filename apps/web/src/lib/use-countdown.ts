import { useCallback, useEffect, useState } from 'react';

interface Clock {
  deadline: number;
  now: number;
}

/**
 * Seconds left until another code may be asked for, counted from a deadline (a tab in the background, whose
 * timers are slowed, still shows the right figure when it comes back).
 */
export function useCountdown(initialDeadline = 0): { secondsLeft: number; start: (seconds: number) => void } {
  const [clock, setClock] = useState<Clock>(() => ({ deadline: initialDeadline, now: Date.now() }));
  const secondsLeft = Math.max(0, Math.ceil((clock.deadline - clock.now) / 1000));

  const { deadline } = clock;
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setClock((current) => ({ ...current, now }));
      if (now >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ deadline: now + seconds * 1000, now });
  }, []);

  return { secondsLeft, start };
}

/** 59 → '0:59', 75 → '1:15'. */
export const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

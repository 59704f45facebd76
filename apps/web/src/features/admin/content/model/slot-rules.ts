import { adminMessages } from '@shop/shared/admin/messages';
import { COURIER_DAY } from '@shop/shared/content/delivery-slots';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * What is wrong with a courier slot, by the server's own rules (@shop/shared/content/delivery-slots): both
 * times ЧЧ:ММ, the start before the end, both within the courier day. Null when it is fine. Zero-padded ЧЧ:ММ
 * compares as text.
 */
export function slotProblem(from: string, to: string): string | null {
  if (!HHMM.test(from) || !HHMM.test(to)) return 'Время в формате ЧЧ:ММ';
  if (from >= to) return adminMessages.slotOrder;
  if (from < COURIER_DAY.from || to > COURIER_DAY.to) return adminMessages.slotBounds;
  return null;
}

/** A sensible new slot: the hour after the last one ends, kept inside the courier day. */
export function nextSlotGuess(lastTo: string | undefined): { time_from: string; time_to: string } {
  const start = lastTo && HHMM.test(lastTo) && lastTo < COURIER_DAY.to ? lastTo : COURIER_DAY.from;
  const [hours = 9, minutes = 0] = start.split(':').map(Number);
  const end = Math.min(hours * 60 + minutes + 120, toMinutes(COURIER_DAY.to));
  return { time_from: start, time_to: fromMinutes(end) };
}

const toMinutes = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};
const fromMinutes = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

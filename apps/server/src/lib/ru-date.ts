import { formatMoscowMoment } from '@shop/shared/moscow-time';

/** A moment as the shop's messages say it: '26 ноября 2026 г. в 18:30 (МСК)'. */
export const formatMoment = (date: Date): string => `${formatMoscowMoment(date)} (МСК)`;

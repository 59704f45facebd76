const moscow = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as the shop's messages say it: '26 ноября 2026 г. в 18:30 (МСК)'. */
export const formatMoment = (date: Date): string => `${moscow.format(date)} (МСК)`;

// Without zod, for the profile's download button; rights-api.ts re-exports it.

/** The export's file name: humbl-data-YYYY-MM-DD.json (the Moscow day it was made). */
export const exportFileName = (moscowDay: string): string => `humbl-data-${moscowDay}.json`;

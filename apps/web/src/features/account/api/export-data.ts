import { exportFileName } from '@shop/shared/legal/export-file';
import type { PersonalDataExport } from '@shop/shared/legal/rights-api';
import { moscowDate } from '@shop/shared/moscow-time';
import { usersCall } from '@/features/auth';
import { personalDataStrings } from '../model/strings.ts';

/**
 * 'Скачать мои данные': GET /api/users/export with the bearer token (a plain link would carry none), saved
 * as humbl-data-YYYY-MM-DD.json through a link to the file made here.
 */
export async function downloadMyData(): Promise<void> {
  const data = await usersCall<PersonalDataExport>('GET', '/api/users/export', undefined, {
    fallbackMessage: personalDataStrings.downloadFailed,
  });
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(moscowDate(new Date(data.exported_at)));
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by now; the page does not keep the data.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

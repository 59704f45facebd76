import { moscowDate } from '@shop/shared/moscow-time';
import { useState, type MouseEvent } from 'react';
import { buttonClassName } from '@/components/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { getConsentCsv } from './api/consent-log-api.ts';
import { consentCsvUrl, type ConsentFilters } from './consent-filters.ts';
import styles from './consents.module.css';
import { adminConsentsStrings as t } from './strings.ts';

/** Hands `blob` to the browser as a download named `filename`. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Скачать CSV': every row matching the filters shown, as the server's CSV. The link names the export's
 * address; a click fetches it with the admin's token (admin calls are never authorised by cookies).
 */
export function CsvLink({ filters }: { filters: ConsentFilters }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      saveFile(await getConsentCsv(filters), `consents-${moscowDate(new Date())}.csv`);
    } catch (failure) {
      setError(errorMessage(failure, t.downloadFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.csv}>
      <a
        href={consentCsvUrl(filters)}
        download
        className={buttonClassName({ variant: 'secondary' })}
        aria-busy={busy || undefined}
        onClick={(event) => void download(event)}
      >
        {busy ? t.downloading : t.download}
      </a>
      <p className={styles.csvError} role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}

import { openCookieSettings, useAnalyticsConfigured } from '../model/consent.ts';
import { analyticsStrings } from '../model/strings.ts';
import styles from './cookie-notice.module.css';

/** The footer's 'Настройки cookie': asks again about analytics; only in a shop with a Metrica counter. */
export function CookieSettingsLink({ className }: { className?: string | undefined }) {
  const configured = useAnalyticsConfigured();
  if (!configured) return null;
  return (
    <button
      type="button"
      className={[styles.settings, className].filter(Boolean).join(' ')}
      onClick={(event) => openCookieSettings(event.currentTarget)}
    >
      {analyticsStrings.settings}
    </button>
  );
}

import { useEffect, useState } from 'react';
import { BareField } from '../kit/fields.tsx';
import styles from './gift-cards.module.css';
import { adminGiftCardsStrings as t } from './strings.ts';

/** Typing settles this long before the list is asked again. */
const SEARCH_PAUSE_MS = 350;

/** The cards' search (last four characters, an e-mail or an order number), sent once typing pauses. */
export function GiftCardsSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(q);
  // The address changed under the box (Back, a link): the box shows the address's search.
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    if (draft.trim() !== q.trim()) setDraft(q);
  }

  useEffect(() => {
    if (draft.trim() === q.trim()) return;
    const timer = setTimeout(() => onSearch(draft), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, q, onSearch]);

  return (
    <form
      className={styles.search}
      role="search"
      aria-label={t.searchLabel}
      onSubmit={(event) => {
        // Enter searches at once.
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <BareField
        label={t.search}
        type="search"
        placeholder={t.searchPlaceholder}
        value={draft}
        maxLength={254}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}

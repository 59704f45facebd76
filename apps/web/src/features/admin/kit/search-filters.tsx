import { useEffect, useState, type ReactNode } from 'react';
import { BareField } from './fields.tsx';

/** Typing settles this long before the list is asked again. */
const SEARCH_PAUSE_MS = 350;

/** Filters with a text search `q` (the rest are the section's own). */
interface Searchable {
  q: string;
}

/**
 * An admin list's filter form: a search box sent once typing pauses (Enter at once) and the section's own
 * fields, which get `set` to change a filter together with what is typed so far.
 */
export function SearchFilters<F extends Searchable>({
  filters,
  onChange,
  className,
  searchClassName,
  labels,
  maxLength,
  children,
}: {
  filters: F;
  onChange: (next: F) => void;
  className: string | undefined;
  searchClassName: string | undefined;
  labels: { form: string; search: string; placeholder: string };
  maxLength: number;
  children: (set: (next: Partial<F>) => void) => ReactNode;
}) {
  const [draft, setDraft] = useState(filters.q);
  // The address changed under the box (Back, a link, a reset): the box shows the address's search.
  const [seen, setSeen] = useState(filters.q);
  if (filters.q !== seen) {
    setSeen(filters.q);
    if (draft.trim() !== filters.q.trim()) setDraft(filters.q);
  }

  // The search last sent with a filter (or by Enter): the pause must not send it again over that filter
  // with the filters it started with, as the address (and so `filters`) changes only after a navigation.
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    if (draft.trim() === filters.q.trim() || draft === sent) return;
    const timer = setTimeout(() => onChange({ ...filters, q: draft }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, sent, filters, onChange]);

  const send = (next: F) => {
    setSent(next.q);
    onChange(next);
  };
  const set = (next: Partial<F>) => send({ ...filters, q: draft, ...next });

  return (
    <form
      className={className}
      role="search"
      aria-label={labels.form}
      onSubmit={(event) => {
        // Enter searches at once.
        event.preventDefault();
        send({ ...filters, q: draft });
      }}
    >
      <BareField
        className={searchClassName}
        label={labels.search}
        type="search"
        placeholder={labels.placeholder}
        value={draft}
        maxLength={maxLength}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setDraft(event.target.value)}
      />
      {children(set)}
    </form>
  );
}

import type { AdminDocument, DocumentDraftBody } from '@shop/shared/legal/legal-api';
import { useEffect, useState } from 'react';

/** What the editor holds: the draft's title, format and text as typed. */
export type DraftValues = DocumentDraftBody;

export const valuesOf = (document: AdminDocument): DraftValues => ({
  title: document.draft.title,
  format: document.draft.format,
  body: document.draft.body,
});

/** Whether the typed draft differs from the saved one (the title as the server keeps it: trimmed). */
export const isDirty = (values: DraftValues, saved: DraftValues): boolean =>
  values.title.trim() !== saved.title || values.format !== saved.format || values.body !== saved.body;

/** The draft as the server takes it. */
export const bodyOf = (values: DraftValues): DraftValues => ({ ...values, title: values.title.trim() });

/** The number the next publish makes: one past the newest version. */
export const nextVersion = (document: AdminDocument): number => (document.versions[0]?.version ?? 0) + 1;

/** `value` once it has stayed the same for `ms` (the preview is asked for when typing pauses). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

import {
  documentFormats,
  documentPath,
  documentTitles,
  type DocumentFormat,
  type DocumentKind,
} from '@shop/shared/legal/documents';
import type { AdminDocument } from '@shop/shared/legal/legal-api';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/button.tsx';
import { fieldStyles } from '@/components/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys } from '../kit/admin-keys.ts';
import { ConfirmDialog } from '../kit/confirm-dialog.tsx';
import { SelectField } from '../kit/fields.tsx';
import { FormNote, type Note } from '../kit/form-note.tsx';
import { formatMoment } from '../kit/format-moment.ts';
import { LoadFailed } from '../kit/load-failed.tsx';
import panel from '../kit/panel.module.css';
import { SectionSkeleton } from '../kit/section-skeleton.tsx';
import {
  publishDocument,
  saveDocumentDraft,
  useAdminDocument,
  useDocumentPreview,
} from './api/documents-api.ts';
import { bodyOf, isDirty, nextVersion, useSettled, valuesOf, type DraftValues } from './draft-form.ts';
import { documentListPath } from './document-path.ts';
import styles from './documents.module.css';
import { adminDocumentsStrings as t } from './strings.ts';
import { VersionsTable } from './versions-table.tsx';

/** The longest text and title the server takes (documentDraftBodySchema). */
const BODY_MAX = 200_000;
const TITLE_MAX = 200;
/** Typing settles this long before the preview is asked for again. */
const PREVIEW_PAUSE_MS = 400;

/** The text as the site will show it, rendered by the server (never by the browser's own Markdown). */
function Preview({ values, saved }: { values: DraftValues; saved: AdminDocument['draft'] }) {
  const settled = useSettled(values, PREVIEW_PAUSE_MS);
  // The saved draft's rendering came with it: no call for it.
  const isSaved = settled.format === saved.format && settled.body === saved.body;
  const preview = useDocumentPreview(settled.format, settled.body, isSaved ? saved.html : undefined);
  const headingId = useId();
  return (
    <div className={styles.preview}>
      <h3 id={headingId} className={styles.previewTitle}>
        {t.preview}
      </h3>
      {preview.isError ? <p className={styles.muted}>{t.previewFailed}</p> : null}
      <div
        className={`${styles.previewText} ${preview.isPlaceholderData ? styles.stale : ''}`}
        // It scrolls on its own: the keyboard can scroll it too.
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        // Rendered by the server without raw HTML and with safe links only (modules/legal/render.ts).
        dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }}
      />
    </div>
  );
}

/** The form: title, format, text with its preview, 'Сохранить черновик' and 'Опубликовать' (confirmed). */
function DraftForm({ kind, document }: { kind: DocumentKind; document: AdminDocument }) {
  const client = usePageQueryClient();
  const saved = valuesOf(document);
  const [values, setValues] = useState<DraftValues>(saved);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyId = useId();
  const titleId = useId();
  const dirty = isDirty(values, saved);
  const canPublish = dirty || document.draft.changed;

  const settle = (answer: AdminDocument) => {
    client.setQueryData(adminKeys.document(kind), answer);
    void client.invalidateQueries({ queryKey: adminKeys.documents, exact: true });
    setValues(valuesOf(answer));
  };

  /** Checks the title here (the server says the rest); false when the form cannot be sent. */
  const checked = (): boolean => {
    if (values.title.trim() !== '') return true;
    setTitleError(t.titleRequired);
    titleRef.current?.focus();
    return false;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !checked()) return;
    if (!dirty) {
      setNote({ text: t.nothingToSave, tone: 'info' });
      return;
    }
    setBusy('save');
    setNote(null);
    try {
      settle(await saveDocumentDraft(kind, bodyOf(values)));
      setNote({ text: t.saved, tone: 'success' });
    } catch (error) {
      setNote({ text: errorMessage(error, t.saveFailed), tone: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    setAsking(false);
    if (busy || !checked()) return;
    setBusy('publish');
    setNote(null);
    try {
      if (dirty) settle(await saveDocumentDraft(kind, bodyOf(values)));
      const answer = await publishDocument(kind);
      settle(answer);
      setNote({ text: t.published(answer.versions[0]?.version ?? 0), tone: 'success' });
    } catch (error) {
      setNote({ text: errorMessage(error, t.publishFailed), tone: 'error' });
      void client.invalidateQueries({ queryKey: adminKeys.document(kind) });
    } finally {
      setBusy(null);
    }
  };

  const change = (next: Partial<DraftValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setNote(null);
    if (next.title !== undefined) setTitleError(null);
  };

  const state = dirty ? t.unsaved : document.draft.changed ? t.draftHasChanges : t.draftIsCurrent;
  // When the draft was saved matters while it waits to be published.
  const savedAt =
    document.draft.changed && document.draft.updated_at
      ? t.draftSaved(formatMoment(document.draft.updated_at))
      : null;

  return (
    <form className={`${panel.panel} ${styles.form}`} onSubmit={(event) => void save(event)} noValidate>
      <p className={styles.state}>
        <span className={`${panel.badge} ${dirty || document.draft.changed ? '' : panel.badgeOk}`}>
          {state}
        </span>
        {savedAt ? <span className={styles.muted}>{savedAt}</span> : null}
      </p>
      <div className={styles.meta}>
        <div className={`${fieldStyles.field} ${styles.titleField}`}>
          <label className={fieldStyles.label} htmlFor={titleId}>
            {t.documentTitle}
          </label>
          <input
            ref={titleRef}
            id={titleId}
            className={fieldStyles.input}
            value={values.title}
            maxLength={TITLE_MAX}
            required
            aria-invalid={titleError ? true : undefined}
            aria-describedby={`${titleId}-error`}
            onChange={(event) => change({ title: event.target.value })}
          />
          <p id={`${titleId}-error`} className={fieldStyles.error} aria-live="polite">
            {titleError ?? ''}
          </p>
        </div>
        <SelectField
          label={t.format}
          className={styles.formatField}
          value={values.format}
          onChange={(event) => change({ format: event.target.value as DocumentFormat })}
        >
          {documentFormats.map((format) => (
            <option key={format} value={format}>
              {t.formats[format]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.editor}>
        <div className={`${fieldStyles.field} ${styles.bodyField}`}>
          <label className={fieldStyles.label} htmlFor={bodyId}>
            {t.body}
          </label>
          <textarea
            id={bodyId}
            className={`${panel.textarea} ${styles.body}`}
            value={values.body}
            maxLength={BODY_MAX}
            spellCheck
            aria-describedby={`${bodyId}-hint`}
            onChange={(event) => change({ body: event.target.value })}
          />
          <p id={`${bodyId}-hint`} className={fieldStyles.hint}>
            {t.formatHint[values.format]}
          </p>
        </div>
        <Preview values={values} saved={document.draft} />
      </div>
      <div className={panel.actions}>
        <FormNote note={note} />
        <Button
          type="submit"
          variant="secondary"
          width="phone"

          disabled={busy !== null}
        >
          {busy === 'save' ? t.saving : t.save}
        </Button>
        <Button
          variant="primary"
          width="phone"

          disabled={busy !== null || !canPublish}
          onClick={() => {
            setNote(null);
            if (checked()) setAsking(true);
          }}
        >
          {busy === 'publish' ? t.publishing : t.publish}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t.publishTitle(nextVersion(document))}
        confirmLabel={t.publishConfirm}
        onConfirm={() => void publish()}
        onCancel={() => setAsking(false)}
      >
        <p>{t.publishText}</p>
        {kind !== 'privacy' ? <p>{t.publishAsksAgain}</p> : null}
        {dirty ? (
          <p>
            <strong>{t.publishUnsaved}</strong>
          </p>
        ) : null}
      </ConfirmDialog>
    </form>
  );
}

/**
 * /admin/legal?kind=…: a document's draft (a copy of its current version until saved), its live
 * preview, saving and publishing, and every version with how many consents name it.
 */
export function DocumentEditor({ kind }: { kind: DocumentKind }) {
  const document = useAdminDocument(kind);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = document.data !== undefined;

  // Opened from the list: the document's title takes the focus, so a screen reader starts there.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  return (
    <div className={styles.page}>
      <AppLink to={documentListPath} className={styles.back}>
        ← {t.back}
      </AppLink>
      <div className={styles.titleRow}>
        <h3 ref={headingRef} tabIndex={-1} className={styles.documentTitle}>
          {documentTitles[kind]}
        </h3>
        <AppLink to={documentPath(kind)} className={styles.publicLink}>
          {t.publicPage}
        </AppLink>
      </div>
      {document.isError && !document.data ? (
        <LoadFailed
          message={document.error.message}
          retrying={document.isFetching}
          onRetry={() => void document.refetch()}
        />
      ) : !document.data ? (
        <SectionSkeleton label={t.documentLoading} />
      ) : (
        <>
          <DraftForm kind={kind} document={document.data} />
          <VersionsTable kind={kind} versions={document.data.versions} />
        </>
      )}
    </div>
  );
}

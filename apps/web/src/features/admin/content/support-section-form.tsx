import type { SupportSection } from '@shop/shared/content/content-api';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { missingAnswer, questionIds, questionTitles, supportTitles } from '@/features/support';
import { updateSupportSection, useAdminSupport, type SupportTexts } from './api/support-admin.ts';
import styles from './content-section.module.css';
import { formatMoment } from '../kit/format-moment.ts';
import { FormNote, type Note } from '../kit/form-note.tsx';
import { LoadFailed } from '../kit/load-failed.tsx';
import panel from '../kit/panel.module.css';

/** The longest answer the server takes (supportUpdateSchema). */
const ANSWER_MAX = 4000;

const answersOf = (section: SupportSection, texts: SupportTexts): Record<string, string> =>
  Object.fromEntries(
    questionIds[section].map((id) => {
      const answer = texts[id];
      return [id, typeof answer === 'string' ? answer : ''];
    }),
  );

/** One support page's answers; loads on its own and fails on its own. */
export function SupportSectionForm({ section }: { section: SupportSection }) {
  const texts = useAdminSupport(section);
  if (texts.isError) {
    return <LoadFailed compact message={texts.error.message} onRetry={() => void texts.refetch()} />;
  }
  if (!texts.data) return <div className={panel.skeleton} aria-busy="true" />;
  return <AnswersForm section={section} texts={texts.data} />;
}

function AnswersForm({ section, texts }: { section: SupportSection; texts: SupportTexts }) {
  const saved = answersOf(section, texts);
  const [values, setValues] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const updatedAt = typeof texts.updated_at === 'string' ? formatMoment(texts.updated_at) : '';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const changes = Object.fromEntries(
      Object.entries(values)
        .map(([id, value]) => [id, value.trim()] as const)
        .filter(([id, value]) => value !== saved[id]),
    );
    if (Object.keys(changes).length === 0) {
      setNote({ text: 'Изменений нет — всё уже сохранено', tone: 'info' });
      return;
    }
    setSaving(true);
    setNote(null);
    try {
      const answer = await updateSupportSection(section, changes);
      setValues(answersOf(section, answer));
      setNote({ text: `Раздел «${supportTitles[section]}» сохранён`, tone: 'success' });
    } catch (error) {
      setNote({ text: error instanceof Error ? error.message : String(error), tone: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.answers} onSubmit={(event) => void save(event)} noValidate aria-busy={saving}>
      {updatedAt ? <p className={panel.lead}>Обновлено {updatedAt}</p> : null}
      <fieldset className={styles.answerList} disabled={saving}>
        <legend className="visually-hidden">{supportTitles[section]}</legend>
        {questionIds[section].map((id) => {
          const fieldId = `support-${section}-${id}`;
          const value = values[id] ?? '';
          return (
            <div key={id} className={styles.answer}>
              <label className={styles.answerLabel} htmlFor={fieldId}>
                {questionTitles[id] ?? id}
              </label>
              <textarea
                id={fieldId}
                className={panel.textarea}
                rows={4}
                maxLength={ANSWER_MAX}
                placeholder={missingAnswer}
                value={value}
                onChange={(event) => {
                  const next = event.target.value;
                  setValues((current) => ({ ...current, [id]: next }));
                  setNote(null);
                }}
              />
              <span className={styles.counter} aria-hidden="true">
                {value.length} / {ANSWER_MAX}
              </span>
            </div>
          );
        })}
      </fieldset>
      <div className={panel.actions}>
        <FormNote note={note} />
        <Button type="submit" variant="primary" width="phone" disabled={saving}>
          {saving ? 'Сохраняем…' : `Сохранить «${supportTitles[section]}»`}
        </Button>
      </div>
    </form>
  );
}

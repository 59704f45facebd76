import type { SupportSection } from '@shop/shared/content/content-api';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { supportTitles } from '@/features/support';
import styles from './content-section.module.css';
import panel from '../kit/panel.module.css';
import { editableSections } from './model/support-messages.ts';
import { SupportSectionForm } from './support-section-form.tsx';

const titleId = 'content-support-title';

/**
 * 'Тексты поддержки': the answers of the four support pages, one tab per page. Every tab stays mounted, so
 * an answer typed in one is still there after a look at another.
 */
export function SupportTextsPanel({ id }: { id: string }) {
  const baseId = useId();
  const [current, setCurrent] = useState<SupportSection>(editableSections[0] ?? 'back');
  const tabs = useRef<Partial<Record<SupportSection, HTMLButtonElement | null>>>({});

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = editableSections[(index + step + editableSections.length) % editableSections.length];
    if (!next) return;
    setCurrent(next);
    tabs.current[next]?.focus();
  };

  return (
    <section id={id} className={panel.panel} aria-labelledby={titleId}>
      <div className={panel.panelTitles}>
        <h2 id={titleId} className={panel.panelTitle}>
          Тексты поддержки
        </h2>
        <p className={panel.lead}>
          Ответы на вопросы страниц поддержки. Текст показывается как есть: без разметки и ссылок. Пустой
          ответ покупатель видит как «Информация отсутствует.».
        </p>
      </div>
      <div role="tablist" aria-label="Страницы поддержки" className={styles.tabs}>
        {editableSections.map((section, index) => (
          <button
            key={section}
            ref={(element) => {
              tabs.current[section] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${section}`}
            aria-selected={section === current}
            aria-controls={`${baseId}-panel-${section}`}
            tabIndex={section === current ? 0 : -1}
            className={styles.tab}
            onClick={() => setCurrent(section)}
            onKeyDown={(event) => moveFocus(event, index)}
          >
            {supportTitles[section]}
          </button>
        ))}
      </div>
      {editableSections.map((section) => (
        <div
          key={section}
          role="tabpanel"
          id={`${baseId}-panel-${section}`}
          aria-labelledby={`${baseId}-tab-${section}`}
          hidden={section !== current}
        >
          <SupportSectionForm section={section} />
        </div>
      ))}
    </section>
  );
}

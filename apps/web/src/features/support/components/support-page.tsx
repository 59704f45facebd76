import type { SupportSection } from '@shop/shared/content/content-api';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Accordion } from '@/components/accordion.tsx';
import { Page } from '@/components/page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { SectionNav } from '@/components/section-nav.tsx';
import { useSupportSection } from '../api/get-support-section.ts';
import {
  answerOf,
  questionIds,
  questionTitles,
  supportLeads,
  supportLinks,
  supportTitles,
} from '../model/questions.ts';
import styles from './support-page.module.css';

const certificates = [
  { standard: 'ISO 9001', text: 'Система менеджмента качества', href: '/static/docs/iso-9001.svg' },
  {
    standard: 'ISO 22000',
    text: 'Система менеджмента безопасности пищевой продукции',
    href: '/static/docs/iso-22000.svg',
  },
] as const;

/** docs/product/support-and-content.md#support-pages: a certificate card opens its document after 500 ms. */
const certificateOpenDelayMs = 500;

/**
 * A certificate card: a link to the document (served by the shop itself) that a plain click opens in a new
 * tab after the card has shown itself pressed for a moment.
 */
function CertificateCard({ standard, text, href }: (typeof certificates)[number]) {
  const [opening, setOpening] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A middle click or Ctrl/⌘-click keeps what the browser does with a link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (timer.current) return;
    setOpening(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpening(false);
      window.open(href, '_blank', 'noopener');
    }, certificateOpenDelayMs);
  };

  return (
    <li>
      <a
        className={`${styles.certificate} ${opening ? styles.opening : ''}`}
        href={href}
        target="_blank"
        rel="noopener"
        aria-busy={opening || undefined}
        onClick={open}
      >
        <span className={styles.seal} aria-hidden="true">
          <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
            <circle cx="24" cy="20" r="14" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <circle cx="24" cy="20" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M16 31 12 44l7-3 4 6 3-11M32 31l4 13-7-3-4 6-3-11" fill="currentColor" opacity="0.8" />
          </svg>
        </span>
        <span className={styles.standard}>{standard}</span>
        <span className={styles.text}>{text}</span>
        <span className={styles.action}>{opening ? 'Открываем…' : 'Открыть сертификат'}</span>
      </a>
    </li>
  );
}

export default function SupportPage({ section }: { section: SupportSection }) {
  const texts = useSupportSection(section);
  const items = questionIds[section].map((id) => ({
    id,
    title: questionTitles[id] ?? id,
    content: texts.isPending ? 'Загружаем ответ…' : answerOf(texts.data, id),
  }));

  return (
    <Page title={supportTitles[section]}>
      <PageHeader title={supportTitles[section]} lead={supportLeads[section]} />
      <SectionNav label="Разделы поддержки" links={supportLinks} />
      <Accordion items={items} />
      {section === 'sert' ? (
        <ul className={styles.certificates} aria-label="Сертификаты">
          {certificates.map((certificate) => (
            <CertificateCard key={certificate.standard} {...certificate} />
          ))}
        </ul>
      ) : null}
    </Page>
  );
}

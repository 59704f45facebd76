import type { SupportSection } from '@shop/shared/content';
import { Accordion } from '../../../components/accordion.tsx';
import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionNav } from '../../../components/section-nav.tsx';
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
  { standard: 'ISO 9001', text: 'Система менеджмента качества' },
  { standard: 'ISO 22000', text: 'Система менеджмента безопасности пищевой продукции' },
] as const;

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
        <ul className={styles.certificates}>
          {certificates.map((certificate) => (
            <li key={certificate.standard} className={styles.certificate}>
              <h2 className={styles.standard}>{certificate.standard}</h2>
              <p className={styles.text}>{certificate.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}

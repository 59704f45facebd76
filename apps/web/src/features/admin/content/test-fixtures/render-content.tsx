import { stubFetch, type Answer } from '@/test/fetch-stub.ts';
import ContentSection from '../content-section.tsx';
import { contentAnswers } from './content-answers.ts';
import { renderAdminSection } from './render-section.tsx';

/** /admin/content with every panel's GET answered (contentAnswers), `answers` adding or replacing calls. */
export function renderContent(answers: Record<string, Answer> = {}) {
  const fetchMock = stubFetch({ ...contentAnswers(), ...answers });
  renderAdminSection(<ContentSection />);
  return fetchMock;
}

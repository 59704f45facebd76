/**
 * features/support's public entry, the only one other features import: the support pages' texts and questions
 * (the admin edits them).
 */
export { supportSectionQuery } from './api/get-support-section.ts';
export type { SupportTexts } from './api/get-support-section.ts';
export { missingAnswer, questionIds, questionTitles, supportTitles } from './model/questions.ts';

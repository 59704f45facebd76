import { adminMessages } from '@shop/shared/admin/messages';
import {
  VIDEO_DESCRIPTION_MAX,
  VIDEO_MAX_MB,
  VIDEO_TITLE_MAX,
} from '@shop/shared/content/admin-review-video-api';

export const acceptedVideoTypes = ['video/mp4', 'video/webm'] as const;
const MB = 1024 * 1024;

export interface UploadProblems {
  title?: string;
  description?: string;
  file?: string;
}

/** What the server would refuse about a chosen file, checked before a byte is sent. */
export function fileProblem(file: File): string | null {
  if (!(acceptedVideoTypes as readonly string[]).includes(file.type)) return adminMessages.videoType;
  if (file.size > VIDEO_MAX_MB * MB) return adminMessages.videoTooBig(VIDEO_MAX_MB);
  return null;
}

export function uploadProblems(title: string, description: string, file: File | null): UploadProblems {
  const problems: UploadProblems = {};
  if (title.trim() === '') problems.title = 'Укажите название';
  else if (title.trim().length > VIDEO_TITLE_MAX)
    problems.title = adminMessages.videoTitleLong(VIDEO_TITLE_MAX);
  if (description.trim().length > VIDEO_DESCRIPTION_MAX) {
    problems.description = adminMessages.videoDescriptionLong(VIDEO_DESCRIPTION_MAX);
  }
  const problem = file ? fileProblem(file) : 'Выберите файл';
  if (problem) problems.file = problem;
  return problems;
}

/** '12,4 МБ' */
export function formatSize(bytes: number): string {
  const mb = bytes / MB;
  return `${mb.toLocaleString('ru-RU', { maximumFractionDigits: mb < 10 ? 1 : 0 })} МБ`;
}

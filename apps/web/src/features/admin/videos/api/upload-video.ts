import { uploadWithProgress, type UploadHandle } from '@/features/admin/kit/upload-with-progress.ts';
import { videoAddFailed, type AdminVideo } from './review-videos-admin.ts';

export { UploadCancelled } from '@/features/admin/kit/upload-with-progress.ts';

export interface VideoUpload {
  title: string;
  description: string;
  file: File;
  /** The frame picked in the browser (JPEG), if one could be made. */
  poster: Blob | null;
}

/**
 * POST /api/admin/review-videos as multipart (title, description, file, poster), with its progress
 * (`onProgress` gets 0…1); the answer is the clip as the server saved it.
 */
export function uploadReviewVideo(
  upload: VideoUpload,
  onProgress: (fraction: number) => void,
): UploadHandle<AdminVideo> {
  return uploadWithProgress<AdminVideo>('/api/admin/review-videos', () => formOf(upload), {
    onProgress,
    fallbackMessage: videoAddFailed,
  });
}

/** The parts in the order the server reads them: the fields, the clip, then its poster. */
function formOf({ title, description, file, poster }: VideoUpload): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('description', description);
  form.append('file', file, file.name);
  if (poster) form.append('poster', poster, 'poster.jpg');
  return form;
}

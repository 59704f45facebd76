import { ApiError, renewAccessToken } from '@/lib/api-client.ts';
import { detailIn } from '@/lib/api-error.ts';
import { storedTokens } from '@/lib/tokens.ts';
import { videoAddFailed, type AdminVideo } from './review-videos-admin.ts';

export interface VideoUpload {
  title: string;
  description: string;
  file: File;
  /** The frame picked in the browser (JPEG), if one could be made. */
  poster: Blob | null;
}

export interface UploadHandle {
  /** The clip as the server saved it; rejects with ApiError, or UploadCancelled after cancel(). */
  done: Promise<AdminVideo>;
  cancel: () => void;
}

export class UploadCancelled extends Error {
  constructor() {
    super('Загрузка отменена');
    this.name = 'UploadCancelled';
  }
}

const UPLOAD_PATH = '/api/admin/review-videos';

interface Reply {
  status: number;
  text: string;
}

/**
 * POST /api/admin/review-videos as multipart (title, description, file, poster) through XMLHttpRequest, the
 * one browser API that reports upload progress (fetch does not). `onProgress` gets 0…1. A refused token is
 * renewed once, as the api client does, and the upload starts again.
 */
export function uploadReviewVideo(upload: VideoUpload, onProgress: (fraction: number) => void): UploadHandle {
  let request: XMLHttpRequest | null = null;
  let cancelled = false;

  const send = (token: string | null) =>
    new Promise<Reply>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      request = xhr;
      xhr.open('POST', UPLOAD_PATH);
      xhr.setRequestHeader('Accept', 'application/json');
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new ApiError(0, videoAddFailed));
      xhr.onabort = () => reject(new UploadCancelled());
      xhr.send(formOf(upload));
    });

  const run = async (): Promise<AdminVideo> => {
    const token = storedTokens().access;
    let reply = await send(token);
    if (reply.status === 401 && token && !cancelled) {
      const renewed = await renewAccessToken(token);
      if (cancelled) throw new UploadCancelled();
      onProgress(0);
      reply = await send(renewed);
    }
    if (reply.status < 200 || reply.status >= 300) {
      throw new ApiError(reply.status, detailIn(reply.text) ?? videoAddFailed);
    }
    try {
      return JSON.parse(reply.text) as AdminVideo;
    } catch {
      throw new ApiError(reply.status, videoAddFailed);
    }
  };

  return {
    done: run(),
    cancel: () => {
      cancelled = true;
      request?.abort();
    },
  };
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

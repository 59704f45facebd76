import { ApiError, renewAccessToken } from '@/lib/api-client.ts';
import { detailIn } from '@/lib/api-error.ts';
import { storedTokens } from '@/lib/tokens.ts';

export interface UploadHandle<T> {
  /** The server's answer; rejects with ApiError (status 0: no answer), or UploadCancelled after cancel(). */
  done: Promise<T>;
  cancel: () => void;
}

export class UploadCancelled extends Error {
  constructor() {
    super('Загрузка отменена');
    this.name = 'UploadCancelled';
  }
}

interface Reply {
  status: number;
  text: string;
}

/**
 * POSTs a multipart form through XMLHttpRequest, the one browser API that reports upload progress (fetch
 * does not): `onProgress` gets 0…1. Signed in as the api client is: a refused token is renewed once and the
 * upload starts again. `form` is called for each attempt. An error answer rejects with its `detail`, else
 * with `fallbackMessage`.
 */
export function uploadWithProgress<T>(
  path: string,
  form: () => FormData,
  { onProgress, fallbackMessage }: { onProgress: (fraction: number) => void; fallbackMessage: string },
): UploadHandle<T> {
  let request: XMLHttpRequest | null = null;
  let cancelled = false;

  const send = (token: string | null) =>
    new Promise<Reply>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      request = xhr;
      xhr.open('POST', path);
      xhr.setRequestHeader('Accept', 'application/json');
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new ApiError(0, fallbackMessage));
      xhr.onabort = () => reject(new UploadCancelled());
      xhr.send(form());
    });

  const run = async (): Promise<T> => {
    const token = storedTokens().access;
    let reply = await send(token);
    if (reply.status === 401 && token && !cancelled) {
      const renewed = await renewAccessToken(token);
      if (cancelled) throw new UploadCancelled();
      onProgress(0);
      reply = await send(renewed);
    }
    if (reply.status < 200 || reply.status >= 300) {
      throw new ApiError(reply.status, detailIn(reply.text) ?? fallbackMessage, { body: reply.text });
    }
    try {
      return JSON.parse(reply.text) as T;
    } catch {
      throw new ApiError(reply.status, fallbackMessage);
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

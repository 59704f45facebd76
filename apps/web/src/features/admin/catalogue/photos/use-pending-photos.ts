import type { ProductPhoto } from '@shop/shared/catalog/admin-product-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { detailIn } from '@/lib/api-error.ts';
import { UploadCancelled, type UploadHandle } from '@/features/admin/kit/upload-with-progress.ts';
import { uploadPhoto } from '../api/product-photos.ts';
import { altProblem, photoFileProblem, uploadRefusal } from '../model/photo-files.ts';
import { catalogueStrings as t } from '../strings.ts';

/** A photo chosen but not uploaded yet: it needs its alt text, then goes up with the form (or its button). */
export interface PendingPhoto {
  key: string;
  file: File;
  alt: string;
  /** An object URL the browser can show (not for HEIC), or null. */
  preview: string | null;
  state: 'waiting' | 'uploading' | 'failed';
  /** 0…1 while uploading. */
  progress: number;
  altError: string | null;
  error: string | null;
}

const previewable = (file: File) => /^image\/(jpeg|png|webp|avif)$/i.test(file.type);
let pendingKey = 0;

/**
 * The editor's chosen photos: added from the file picker (refusing what is no photo or too big), described,
 * ordered, removed, and uploaded one after another with their progress. Leaving the editor cancels an upload
 * under way and frees the previews.
 */
export function usePendingPhotos() {
  const [rows, setRows] = useState<PendingPhoto[]>([]);
  const current = useRef<PendingPhoto[]>([]);
  const upload = useRef<UploadHandle<ProductPhoto> | null>(null);

  const update = useCallback((change: (rows: PendingPhoto[]) => PendingPhoto[]) => {
    current.current = change(current.current);
    setRows(current.current);
  }, []);
  const patch = useCallback(
    (key: string, fields: Partial<PendingPhoto>) =>
      update((list) => list.map((row) => (row.key === key ? { ...row, ...fields } : row))),
    [update],
  );

  useEffect(
    () => () => {
      upload.current?.cancel();
      for (const row of current.current) if (row.preview) URL.revokeObjectURL(row.preview);
    },
    [],
  );

  /** Adds what fits (`room` photos at most); answers the problems of the files left out. */
  const add = (files: readonly File[], room: number): string[] => {
    const problems: string[] = [];
    const added: PendingPhoto[] = [];
    for (const file of files) {
      const problem = photoFileProblem(file);
      if (problem) problems.push(`«${file.name}»: ${problem}`);
      else if (added.length >= room) problems.push(`«${file.name}»: ${t.tooManyPhotos}`);
      else
        added.push({
          key: `photo-${(pendingKey += 1)}`,
          file,
          alt: '',
          preview: previewable(file) ? URL.createObjectURL(file) : null,
          state: 'waiting',
          progress: 0,
          altError: null,
          error: null,
        });
    }
    update((list) => [...list, ...added]);
    return problems;
  };

  const remove = (key: string) => {
    const row = current.current.find((entry) => entry.key === key);
    if (row?.preview) URL.revokeObjectURL(row.preview);
    update((list) => list.filter((entry) => entry.key !== key));
  };

  const setAlt = (key: string, alt: string) => patch(key, { alt, altError: null });

  const move = (key: string, step: -1 | 1) =>
    update((list) => {
      const from = list.findIndex((row) => row.key === key);
      const to = from + step;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });

  /** Marks every photo without a proper alt text; true when all have one. */
  const checkAlts = (keys?: readonly string[]): boolean => {
    let fine = true;
    update((list) =>
      list.map((row) => {
        if (keys && !keys.includes(row.key)) return row;
        const problem = altProblem(row.alt);
        if (problem) fine = false;
        return { ...row, altError: problem };
      }),
    );
    return fine;
  };

  /**
   * Uploads one photo to `productId`; `saved` runs once the server kept it (the editor reads the product
   * again) before the row leaves the list. Answers whether it went up.
   */
  const uploadOne = async (productId: number, key: string, saved: () => Promise<unknown>) => {
    const row = current.current.find((entry) => entry.key === key);
    if (!row || row.state === 'uploading' || !checkAlts([key])) return false;
    patch(key, { state: 'uploading', progress: 0, error: null });
    const handle = uploadPhoto(productId, row.file, row.alt.trim(), (progress) => patch(key, { progress }));
    upload.current = handle;
    try {
      await handle.done;
      await saved();
      remove(key);
      return true;
    } catch (error) {
      if (error instanceof UploadCancelled) return false;
      const message =
        error instanceof ApiError ? uploadRefusal(error.status, detailIn(error.body)) : t.photoFailed;
      patch(key, { state: 'failed', error: message, progress: 0 });
      return false;
    } finally {
      if (upload.current === handle) upload.current = null;
    }
  };

  /** Uploads every photo still here, in their order; answers how many did not go up. */
  const uploadAll = async (
    productId: number,
    saved: () => Promise<unknown>,
    onEach?: (index: number, of: number) => void,
  ) => {
    const keys = current.current.map((row) => row.key);
    let failed = 0;
    for (const [index, key] of keys.entries()) {
      onEach?.(index + 1, keys.length);
      if (!(await uploadOne(productId, key, saved))) failed += 1;
    }
    return failed;
  };

  return { rows, add, remove, setAlt, move, checkAlts, uploadOne, uploadAll };
}

export type PendingPhotos = ReturnType<typeof usePendingPhotos>;

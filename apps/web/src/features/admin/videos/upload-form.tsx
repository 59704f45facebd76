import {
  VIDEO_DESCRIPTION_MAX,
  VIDEO_MAX_MB,
  VIDEO_TITLE_MAX,
} from '@shop/shared/content/admin-review-video-api';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { TextField } from '@/components/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { FormNote, type Note } from '../kit/form-note.tsx';
import panel from '../kit/panel.module.css';
import { videoAddFailed, videosChanged, type AdminVideo } from './api/review-videos-admin.ts';
import { capturePosterFrame, readAsDataUrl } from './model/poster-frame.ts';
import type { UploadHandle } from '../kit/upload-with-progress.ts';
import { UploadCancelled, uploadReviewVideo } from './api/upload-video.ts';
import {
  acceptedVideoTypes,
  fileProblem,
  formatSize,
  uploadProblems,
  type UploadProblems,
} from './model/video-checks.ts';
import { UploadProgress } from './upload-progress.tsx';
import styles from './upload-form.module.css';

interface Poster {
  /** Null while the frame is being made, or when it could not be. */
  blob: Blob | null;
  preview: string | null;
  state: 'making' | 'ready' | 'failed';
}

const titleId = 'videos-upload-title';

/**
 * 'Новое видео': title, description and the clip; a poster frame is made in the browser as soon as the
 * file is chosen, and the upload shows its progress and can be cancelled.
 */
export function UploadForm() {
  const fileId = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [poster, setPoster] = useState<Poster | null>(null);
  const [problems, setProblems] = useState<UploadProblems>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const upload = useRef<UploadHandle<AdminVideo> | null>(null);
  const posterJob = useRef<Promise<Blob | null> | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // Leaving the screen mid-upload stops it: nobody would see how it ended.
  useEffect(() => () => upload.current?.cancel(), []);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setNote(null);
    setPoster(null);
    posterJob.current = null;
    const problem = chosen ? fileProblem(chosen) : null;
    setProblems(({ file: _old, ...rest }) => (problem ? { ...rest, file: problem } : rest));
    if (!chosen || problem) return;
    setPoster({ blob: null, preview: null, state: 'making' });
    const job = capturePosterFrame(chosen);
    posterJob.current = job;
    void job.then(async (blob) => {
      if (posterJob.current !== job) return;
      const preview = blob ? await readAsDataUrl(blob) : null;
      if (posterJob.current !== job) return;
      setPoster({ blob, preview, state: blob ? 'ready' : 'failed' });
    });
  };

  const reset = () => {
    setTitle('');
    setDescription('');
    setFile(null);
    setPoster(null);
    posterJob.current = null;
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload.current) return;
    const found = uploadProblems(title, description, file);
    setProblems(found);
    if (!file || Object.keys(found).length > 0) return;
    setNote(null);
    setProgress(0);
    const frame = posterJob.current ? await posterJob.current : null;
    const handle = uploadReviewVideo(
      { title: title.trim(), description: description.trim(), file, poster: frame },
      (fraction) => setProgress(fraction),
    );
    upload.current = handle;
    try {
      const saved = await handle.done;
      setNote({ text: `Видео «${saved.title}» добавлено`, tone: 'success' });
      reset();
      await videosChanged();
    } catch (error) {
      setNote(
        error instanceof UploadCancelled
          ? { text: 'Загрузка отменена', tone: 'info' }
          : { text: errorMessage(error, videoAddFailed), tone: 'error' },
      );
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <section className={`${panel.panel} ${styles.upload}`} aria-labelledby={titleId}>
      <div className={panel.panelTitles}>
        <h2 id={titleId} className={panel.panelTitle}>
          Новое видео
        </h2>
        <p className={panel.lead}>
          MP4 или WebM до {VIDEO_MAX_MB} МБ. Обложкой станет кадр с первой секунды ролика.
        </p>
      </div>
      <form className={styles.uploadForm} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.uploadFields} disabled={uploading}>
          <legend className="visually-hidden">Новое видео</legend>
          <TextField
            label="Название"
            name="title"
            maxLength={VIDEO_TITLE_MAX}
            value={title}
            error={problems.title}
            onChange={(event) => {
              setTitle(event.target.value);
              setProblems(({ title: _old, ...rest }) => rest);
            }}
          />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${fileId}-description`}>
              Описание
            </label>
            <textarea
              id={`${fileId}-description`}
              className={panel.textarea}
              rows={3}
              maxLength={VIDEO_DESCRIPTION_MAX}
              value={description}
              aria-invalid={problems.description ? true : undefined}
              onChange={(event) => {
                setDescription(event.target.value);
                setProblems(({ description: _old, ...rest }) => rest);
              }}
            />
            <p className={styles.error} aria-live="polite">
              {problems.description ?? ''}
            </p>
          </div>
          <div className={styles.field}>
            <label className={styles.drop} htmlFor={fileId}>
              <span className={styles.dropTitle}>{file ? file.name : 'Выберите видео'}</span>
              <span className={styles.dropHint}>
                {file ? formatSize(file.size) : `MP4 или WebM, до ${VIDEO_MAX_MB} МБ`}
              </span>
            </label>
            <input
              ref={fileInput}
              id={fileId}
              className={styles.fileInput}
              type="file"
              name="file"
              accept={acceptedVideoTypes.join(',')}
              aria-invalid={problems.file ? true : undefined}
              aria-describedby={`${fileId}-error`}
              onChange={chooseFile}
            />
            <p id={`${fileId}-error`} className={styles.error} aria-live="polite">
              {problems.file ?? ''}
            </p>
          </div>
        </fieldset>
        <PosterPreview poster={poster} />
        {uploading ? <UploadProgress fraction={progress} onCancel={() => upload.current?.cancel()} /> : null}
        <div className={panel.actions}>
          <FormNote note={note} />
          <Button type="submit" variant="primary" width="phone" disabled={uploading}>
            {uploading ? 'Загружаем…' : 'Загрузить видео'}
          </Button>
        </div>
      </form>
    </section>
  );
}

function PosterPreview({ poster }: { poster: Poster | null }) {
  if (!poster) return null;
  return (
    <figure className={styles.posterPreview}>
      {poster.preview ? (
        <img src={poster.preview} alt="Обложка: кадр из видео" className={styles.posterImage} />
      ) : (
        <div className={styles.posterEmpty} aria-hidden="true" />
      )}
      <figcaption className={panel.lead} aria-live="polite">
        {poster.state === 'making'
          ? 'Делаем обложку…'
          : poster.state === 'ready'
            ? 'Обложка — кадр с первой секунды'
            : 'Кадр для обложки не получился: видео загрузится без неё'}
      </figcaption>
    </figure>
  );
}

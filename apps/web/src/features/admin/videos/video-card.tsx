import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { posterOf } from '@/features/review-videos';
import { ConfirmDialog } from '../kit/confirm-dialog.tsx';
import { FormNote, type Note } from '../kit/form-note.tsx';
import panel from '../kit/panel.module.css';
import { deleteVideo, videoDeleteFailed, type AdminVideo } from './api/review-videos-admin.ts';
import styles from './video-card.module.css';

/** One clip of the list: its poster (a click plays it right here), title, description and removal. */
export function VideoCard({ video }: { video: AdminVideo }) {
  const [playing, setPlaying] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const poster = posterOf(video);

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    setNote(null);
    try {
      await deleteVideo(video.id);
    } catch (error) {
      setNote({ text: errorMessage(error, videoDeleteFailed), tone: 'error' });
      setBusy(false);
    }
  };

  return (
    <li className={styles.card} aria-busy={busy || undefined}>
      <div className={styles.media}>
        {playing ? (
          <video
            className={styles.player}
            src={video.file_path}
            poster={posterFailed ? undefined : (poster ?? undefined)}
            controls
            autoPlay
            playsInline
            aria-label={video.title}
          />
        ) : (
          <button
            type="button"
            className={styles.play}
            aria-label={`Смотреть «${video.title}»`}
            onClick={() => setPlaying(true)}
          >
            {posterFailed || !poster ? (
              // No poster (none was made at upload): the browser shows the clip's frame at 1 s instead.
              <video
                className={styles.frame}
                src={`${video.file_path}#t=1`}
                preload="metadata"
                muted
                playsInline
                tabIndex={-1}
                aria-hidden="true"
              />
            ) : (
              <img
                src={poster}
                alt=""
                width={360}
                height={640}
                loading="lazy"
                decoding="async"
                onError={() => setPosterFailed(true)}
              />
            )}
            <span className={styles.playBadge} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
                <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
              </svg>
            </span>
          </button>
        )}
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{video.title}</h3>
        {video.description ? <p className={styles.description}>{video.description}</p> : null}
        <p className={styles.path}>{video.file_path}</p>
        <FormNote note={note} />
        <Button
          variant="secondary"
          className={`${panel.small} ${panel.danger} ${styles.remove}`}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          Удалить
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Удалить видео «${video.title}»?`}
        confirmLabel="Удалить видео"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      >
        <p>Ролик исчезнет из отзывов на сайте, а его файл будет удалён с сервера.</p>
      </ConfirmDialog>
    </li>
  );
}

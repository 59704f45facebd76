import type { ReviewVideo } from '@shop/shared/content/content-api';
import { lazy, Suspense, useId, useState } from 'react';
import { Scrollbar } from '@/components/scrollbar.tsx';
import { useReviewVideos } from '../api/get-review-videos.ts';
import { posterOf } from '../model/video-urls.ts';
import styles from './review-video-strip.module.css';

// The dialog and its player come when a clip is about to be opened (pointer over or focus on a card), not
// with the page: most visits never play one (page JavaScript, docs/decisions/0005).
const loadVideoDialog = () => import('./video-dialog.tsx');
const VideoDialog = lazy(loadVideoDialog);
const preloadVideoDialog = () => void loadVideoDialog();

export const reviewVideosTitle = 'Отзывы наших покупателей';
const skeletonCount = 4;

function VideoCard({ video, onOpen }: { video: ReviewVideo; onOpen: () => void }) {
  const [posterFailed, setPosterFailed] = useState(false);
  const poster = posterOf(video);
  return (
    <article className={styles.card}>
      <div className={styles.poster}>
        {posterFailed || !poster ? null : (
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
      </div>
      <div className={styles.text}>
        <h3 className={styles.cardTitle}>
          {/* The button stretches over the whole card (CSS), so any click on it opens the clip. */}
          <button
            type="button"
            className={styles.open}
            onClick={onOpen}
            onPointerEnter={preloadVideoDialog}
            onFocus={preloadVideoDialog}
          >
            {video.title}
          </button>
        </h3>
        {video.description ? <p className={styles.description}>{video.description}</p> : null}
      </div>
    </article>
  );
}

/**
 * The customer review clips as a horizontal strip of cards; a card opens its clip in a dialog
 * (docs/product/support-and-content.md#review-videos).
 */
export function ReviewVideoStrip() {
  const { data: videos, isPending, isError, error } = useReviewVideos();
  const [active, setActive] = useState<ReviewVideo | null>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  if (!isPending && !isError && videos.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={isPending || undefined}>
      <h2 id={titleId} className={styles.title}>
        {reviewVideosTitle}
      </h2>
      {isError ? (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      ) : (
        <Scrollbar axis="x" label="Видеоотзывы" className={styles.scroller}>
          <ul className={styles.list}>
            {isPending
              ? Array.from({ length: skeletonCount }, (_, i) => (
                  <li key={i} className={styles.item} aria-hidden="true">
                    <div className={styles.skeletonCard}>
                      <div className={`${styles.poster} ${styles.skeleton}`} />
                      <div className={styles.text}>
                        <div className={`${styles.skeletonLine} ${styles.skeleton}`} />
                        <div
                          className={`${styles.skeletonLine} ${styles.skeletonShort} ${styles.skeleton}`}
                        />
                      </div>
                    </div>
                  </li>
                ))
              : videos.map((video) => (
                  <li key={video.id} className={styles.item}>
                    <VideoCard
                      video={video}
                      onOpen={() => {
                        setActive(video);
                        setOpen(true);
                      }}
                    />
                  </li>
                ))}
          </ul>
        </Scrollbar>
      )}
      {active ? (
        <Suspense fallback={null}>
          <VideoDialog video={active} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

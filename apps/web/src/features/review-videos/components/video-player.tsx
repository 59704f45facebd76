import type { ReviewVideo } from '@shop/shared/content/content-api';
import { useEffect, useRef, useState } from 'react';
import { formatClock } from '../model/ring-geometry.ts';
import { posterOf, videoUrl } from '../model/video-urls.ts';
import { ProgressRing } from './progress-ring.tsx';
import styles from './video-player.module.css';

export interface VideoPlayerProps {
  video: ReviewVideo;
  /** Start playing when shown (the shopper has just asked for the clip). */
  autoPlay?: boolean;
}

const PlayIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path
      d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z"
      fill="currentColor"
    />
  </svg>
);

const PauseIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <rect x="6" y="5" width="4.5" height="14" rx="1.5" fill="currentColor" />
    <rect x="13.5" y="5" width="4.5" height="14" rx="1.5" fill="currentColor" />
  </svg>
);

/** A review clip with a play/pause button inside a progress ring that also seeks (drag or arrow keys). */
export function VideoPlayer({ video, autoPlay = false }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const resumeAfterScrub = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);

  const play = (element: HTMLVideoElement) => {
    // A refused play() (autoplay policy) just leaves the clip paused; the button shows it.
    element.play()?.catch(() => setPlaying(false));
  };

  const toggle = () => {
    const element = videoRef.current;
    if (!element) return;
    if (element.paused || element.ended) play(element);
    else element.pause();
  };

  const seek = (time: number) => {
    const element = videoRef.current;
    if (!element) return;
    element.currentTime = time;
    setCurrentTime(time);
  };

  const onScrubbingChange = (scrubbing: boolean) => {
    const element = videoRef.current;
    if (!element) return;
    if (scrubbing) {
      resumeAfterScrub.current = !element.paused;
      if (resumeAfterScrub.current) element.pause();
    } else if (resumeAfterScrub.current) {
      resumeAfterScrub.current = false;
      play(element);
    }
  };

  const readDuration = ({ duration: value }: HTMLVideoElement) =>
    setDuration(Number.isFinite(value) && value > 0 ? value : 0);

  // React drops media events that fire before it commits the element (a cached clip can have its metadata,
  // and an autoplaying one its 'play', while the lazily loaded dialog is still being committed): read what
  // the element already knows once it is on the page, and follow its events from then on.
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) readDuration(element);
    setCurrentTime(element.currentTime);
    setPlaying(!element.paused && !element.ended);
  }, []);

  return (
    <div className={styles.player}>
      <div className={styles.frame}>
        <video
          ref={videoRef}
          className={styles.video}
          src={videoUrl(video.file_path)}
          poster={posterOf(video) ?? undefined}
          playsInline
          autoPlay={autoPlay}
          preload="metadata"
          aria-label={video.title}
          onClick={toggle}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onLoadedMetadata={(event) => readDuration(event.currentTarget)}
          onDurationChange={(event) => readDuration(event.currentTarget)}
          onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
        />
      </div>
      <div className={styles.controls}>
        <ProgressRing
          currentTime={currentTime}
          duration={duration}
          onSeek={seek}
          onScrubbingChange={onScrubbingChange}
        >
          <button
            type="button"
            className={styles.play}
            aria-label={playing ? 'Пауза' : 'Воспроизвести'}
            onClick={toggle}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        </ProgressRing>
        <span className={styles.time} aria-hidden="true">
          {formatClock(currentTime)} / {formatClock(duration)}
        </span>
      </div>
    </div>
  );
}

import type { ReviewVideo } from '@shop/shared/content/content-api';
import { Modal } from '@/components/modal.tsx';
import styles from './video-dialog.module.css';
import { VideoPlayer } from './video-player.tsx';

/** A review clip playing in a dialog, opened from its card in the strip (review-video-strip.tsx). */
export default function VideoDialog({
  video,
  open,
  onClose,
}: {
  video: ReviewVideo;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={video.title} onClose={onClose}>
      <VideoPlayer key={video.id} video={video} autoPlay />
      {video.description ? <p className={styles.description}>{video.description}</p> : null}
    </Modal>
  );
}

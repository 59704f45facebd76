import { errorMessage } from '@/lib/api-client.ts';
import { LoadFailed } from '../kit/load-failed.tsx';
import panel from '../kit/panel.module.css';
import { useAdminVideos, videosLoadFailed } from './api/review-videos-admin.ts';
import { UploadForm } from './upload-form.tsx';
import { VideoCard } from './video-card.tsx';
import styles from './videos-section.module.css';

const titleId = 'videos-list-title';

/** /admin/videos: the customer review clips of the storefront's strip, and a new one's upload. */
export default function VideosSection() {
  const videos = useAdminVideos();
  return (
    <div className={styles.layout}>
      <UploadForm />
      <section className={panel.panel} aria-labelledby={titleId}>
        <div className={panel.panelHeader}>
          <div className={panel.panelTitles}>
            <h2 id={titleId} className={panel.panelTitle}>
              Видео на сайте
            </h2>
            <p className={panel.lead}>Показываются в ленте «Отзывы наших покупателей» в этом порядке.</p>
          </div>
          {videos.data ? <span className={panel.badge}>{videos.data.length}</span> : null}
        </div>
        {videos.isError ? (
          <LoadFailed
            compact
            message={errorMessage(videos.error, videosLoadFailed)}
            onRetry={() => void videos.refetch()}
          />
        ) : !videos.data ? (
          <div className={panel.skeleton} aria-busy="true" />
        ) : videos.data.length === 0 ? (
          <p className={panel.lead}>
            Видео пока нет: лента отзывов на сайте скрыта, пока не появится первое.
          </p>
        ) : (
          <ul className={styles.list}>
            {videos.data.map((video) => (
              <VideoCard key={video.id} video={video} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

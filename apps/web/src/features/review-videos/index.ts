/**
 * features/review-videos's public entry, the only one other features import: the customers' review videos
 * (the product page's strip; the admin section edits them).
 */
export { reviewVideosQuery } from './api/get-review-videos.ts';
export { ReviewVideoStrip } from './components/review-video-strip.tsx';
export { posterOf } from './model/video-urls.ts';

/**
 * Customer review clips the seed writes. The files are made by apps/server/scripts/review-clips.ts into
 * assets/reviews/ (each clip has its poster beside it: the same name with .jpg) and served under /static/reviews/.
 */

export interface SeedReviewVideo {
  /** Stable key the seed upserts by; also the file name. */
  slug: string;
  title: string;
  description: string;
  /** Path served by the shop itself. */
  filePath: string;
}

export const seedReviewVideos: SeedReviewVideo[] = [
  {
    slug: 'review-1',
    title: 'Анна о батончике «Солёная карамель»',
    description: 'Анна берёт humblbar вечером вместо сладкого и больше не переживает за фигуру.',
    filePath: '/static/reviews/review-1.mp4',
  },
  {
    slug: 'review-2',
    title: 'Дмитрий о брауни «Классический»',
    description: 'Дмитрий пьёт утренний кофе с брауни humblpie и не скучает по сахару.',
    filePath: '/static/reviews/review-2.mp4',
  },
  {
    slug: 'review-3',
    title: 'Марина о боксе humblbar 8',
    description: 'Марина подарила бокс коллегам, и восемь батончиков разошлись за пять минут.',
    filePath: '/static/reviews/review-3.mp4',
  },
];

import { describe, expect, it } from 'vitest';
import { posterOf, posterPath, videoUrl } from './video-urls.ts';

describe('video urls', () => {
  it('plays from the shop’s own host plus file_path', () => {
    expect(videoUrl('/static/reviews/review-1.mp4', 'https://humbl.ru')).toBe(
      'https://humbl.ru/static/reviews/review-1.mp4',
    );
    expect(videoUrl('static/reviews/a.mp4', 'https://humbl.ru')).toBe(
      'https://humbl.ru/static/reviews/a.mp4',
    );
    expect(videoUrl('/static/reviews/review-1.mp4')).toBe(
      `${window.location.origin}/static/reviews/review-1.mp4`,
    );
  });

  it('finds the poster beside the clip', () => {
    expect(posterPath('/static/reviews/review-1.mp4')).toBe('/static/reviews/review-1.jpg');
    expect(posterPath('/static/reviews/upload.v2.webm')).toBe('/static/reviews/upload.v2.jpg');
    expect(posterPath('/static/review.d/clip')).toBe('/static/review.d/clip.jpg');
  });

  it('prefers the frame chosen at upload', () => {
    expect(
      posterOf({ file_path: '/media/reviews/a1.mp4', poster_path: '/media/reviews/a1-poster.jpg' }),
    ).toBe('/media/reviews/a1-poster.jpg');
    // An upload made without a frame has none: nothing is asked for that does not exist.
    expect(posterOf({ file_path: '/media/reviews/a2.mp4', poster_path: null })).toBeNull();
    expect(posterOf({ file_path: '/static/reviews/review-1.mp4' })).toBe('/static/reviews/review-1.jpg');
  });
});

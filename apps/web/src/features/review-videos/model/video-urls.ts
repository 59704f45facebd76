/** Clips play from the shop's own host plus file_path (docs/product/support-and-content.md#review-videos). */
export function videoUrl(filePath: string, origin = window.location.origin): string {
  return `${origin}${filePath.startsWith('/') ? '' : '/'}${filePath}`;
}

/** Each clip's poster lies beside it: the same path with the extension replaced by .jpg. */
export function posterPath(filePath: string): string {
  const slash = filePath.lastIndexOf('/');
  const dot = filePath.lastIndexOf('.');
  return dot > slash ? `${filePath.slice(0, dot)}.jpg` : `${filePath}.jpg`;
}

/**
 * The frame shown before a clip plays: the one the server names (null: an upload without one, so none),
 * else — an answer without the field — the poster beside the clip.
 */
export function posterOf(video: {
  file_path: string;
  poster_path?: string | null | undefined;
}): string | null {
  return video.poster_path === undefined ? posterPath(video.file_path) : video.poster_path;
}

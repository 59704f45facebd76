/** The moment of the clip the poster shows: far enough in to skip a black first frame. */
const FRAME_AT_SECONDS = 1;
/** Posters are shown at most ~400 px wide; a bigger frame only weighs more. */
const MAX_WIDTH = 720;
const GIVE_UP_MS = 10_000;

/**
 * A JPEG of the clip's frame at ~1 s, made in the browser: the file plays in a hidden <video>, the frame is
 * drawn on a canvas. Null when the browser cannot decode the clip (or takes too long): the upload then
 * goes without a poster.
 */
export function capturePosterFrame(file: Blob): Promise<Blob | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const finish = (poster: Blob | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(poster);
    };
    const timer = setTimeout(() => finish(null), GIVE_UP_MS);

    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.onerror = () => finish(null);
    video.onloadedmetadata = () => {
      const duration = Number.isFinite(video.duration) ? video.duration : 0;
      video.currentTime = duration > 0 ? Math.min(FRAME_AT_SECONDS, duration / 2) : 0;
    };
    video.onseeked = () => {
      const width = video.videoWidth;
      const height = video.videoHeight;
      if (!width || !height) return finish(null);
      const scale = Math.min(1, MAX_WIDTH / width);
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const context = canvas.getContext('2d');
      if (!context) return finish(null);
      try {
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        canvas.toBlob((blob) => finish(blob), 'image/jpeg', 0.85);
      } catch {
        finish(null);
      }
    };
    video.src = url;
  });
}

/**
 * The poster as a data: URL for the preview <img>: the shop's Content-Security-Policy allows data: images
 * but not blob: ones.
 */
export function readAsDataUrl(blob: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(blob);
  });
}

import { hashScrollMaxFrames } from '@shop/shared/rules/page-behaviour';

/**
 * Scrolls to the element whose id is `id`, looking for it on each animation frame (the page may still
 * be rendering) up to `maxFrames` times. Returns a function that stops looking.
 */
export function scrollToHash(id: string, maxFrames = hashScrollMaxFrames): () => void {
  let frame = 0;
  let handle = 0;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView({ block: 'start' });
      return;
    }
    frame += 1;
    if (frame < maxFrames) handle = requestAnimationFrame(attempt);
  };
  handle = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(handle);
}

/** The element id of a location hash: '#our-stores' → 'our-stores'. */
export function idOfHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

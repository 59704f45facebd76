import type { ReviewVideo } from '@shop/shared/content/content-api';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './video-player.tsx';

const video: ReviewVideo = {
  id: 1,
  title: 'Анна о батончике «Солёная карамель»',
  description: 'Анна берёт humblbar вечером вместо сладкого.',
  file_path: '/static/reviews/review-1.mp4',
};

beforeEach(() => {
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

/** Renders the player with a clip of `duration` seconds and a 100 × 100 ring at the page's origin. */
function renderPlayer(duration = 20) {
  const { container } = render(<VideoPlayer video={video} />);
  const element = container.querySelector('video') as HTMLVideoElement;
  Object.defineProperty(element, 'duration', { configurable: true, value: duration });
  act(() => {
    fireEvent.loadedMetadata(element);
  });
  const ring = screen.getByRole('slider', { name: 'Перемотка' });
  ring.getBoundingClientRect = () => new DOMRect(0, 0, 100, 100);
  return { element, ring };
}

describe('VideoPlayer', () => {
  it('plays the clip from the shop’s own host with its poster', () => {
    const { element, ring } = renderPlayer();
    expect(element).toHaveAttribute('src', `${window.location.origin}/static/reviews/review-1.mp4`);
    expect(element).toHaveAttribute('poster', '/static/reviews/review-1.jpg');
    expect(element).toHaveAttribute('playsinline');
    expect(ring).toHaveAttribute('aria-valuemin', '0');
    expect(ring).toHaveAttribute('aria-valuemax', '20');
    expect(ring).toHaveAttribute('aria-valuenow', '0');
  });

  it('takes the duration and playing state the clip reached before the player was on the page', () => {
    // A cached, autoplaying clip: its 'loadedmetadata' and 'play' fired before React committed the element,
    // so no event tells the player; it reads them from the element.
    const readyState = vi
      .spyOn(HTMLMediaElement.prototype, 'readyState', 'get')
      .mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(9);
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
    render(<VideoPlayer video={video} autoPlay />);
    expect(readyState).toHaveBeenCalled();
    expect(screen.getByRole('slider', { name: 'Перемотка' })).toHaveAttribute('aria-valuemax', '9');
    expect(screen.getByRole('button', { name: 'Пауза' })).toBeInTheDocument();
  });

  it('toggles play and pause with the button in the ring', () => {
    const { element } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Воспроизвести' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    fireEvent.play(element);
    Object.defineProperty(element, 'paused', { configurable: true, value: false });
    fireEvent.click(screen.getByRole('button', { name: 'Пауза' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    fireEvent.pause(element);
    expect(screen.getByRole('button', { name: 'Воспроизвести' })).toBeInTheDocument();
  });

  it('seeks to the angle of the ring where it is pressed and dragged', () => {
    const { element, ring } = renderPlayer(20);
    // 3 o'clock is a quarter of the clip.
    fireEvent.pointerDown(ring, { pointerId: 1, button: 0, clientX: 100, clientY: 50 });
    expect(element.currentTime).toBeCloseTo(5);
    // 6 o'clock is half of it.
    fireEvent.pointerMove(ring, { pointerId: 1, clientX: 50, clientY: 100 });
    expect(element.currentTime).toBeCloseTo(10);
    expect(ring).toHaveAttribute('aria-valuenow', '10');
    // 9 o'clock, three quarters.
    fireEvent.pointerMove(ring, { pointerId: 1, clientX: 0, clientY: 50 });
    expect(element.currentTime).toBeCloseTo(15);
    fireEvent.pointerUp(ring, { pointerId: 1, clientX: 0, clientY: 50 });
    // After release, moving the pointer no longer seeks.
    fireEvent.pointerMove(ring, { pointerId: 1, clientX: 100, clientY: 50 });
    expect(element.currentTime).toBeCloseTo(15);
  });

  it('does not wrap to the start when a drag passes 12 o’clock', () => {
    const { element, ring } = renderPlayer(20);
    fireEvent.pointerDown(ring, { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
    expect(element.currentTime).toBeCloseTo(17.5);
    fireEvent.pointerMove(ring, { pointerId: 1, clientX: 90, clientY: 10 });
    expect(element.currentTime).toBe(20);
  });

  it('seeks ±5 s with the arrow keys', () => {
    const { element, ring } = renderPlayer(20);
    ring.focus();
    fireEvent.keyDown(ring, { key: 'ArrowRight' });
    expect(element.currentTime).toBe(5);
    expect(ring).toHaveAttribute('aria-valuenow', '5');
    fireEvent.keyDown(ring, { key: 'ArrowRight' });
    fireEvent.keyDown(ring, { key: 'ArrowLeft' });
    expect(element.currentTime).toBe(5);
    fireEvent.keyDown(ring, { key: 'End' });
    fireEvent.keyDown(ring, { key: 'ArrowRight' });
    expect(element.currentTime).toBe(20);
    fireEvent.keyDown(ring, { key: 'Home' });
    fireEvent.keyDown(ring, { key: 'ArrowLeft' });
    expect(element.currentTime).toBe(0);
  });

  it('follows the playing clip on the ring', () => {
    const { element, ring } = renderPlayer(20);
    element.currentTime = 7.4;
    act(() => {
      fireEvent.timeUpdate(element);
    });
    expect(ring).toHaveAttribute('aria-valuenow', '7');
    expect(ring).toHaveAttribute('aria-valuetext', '0:07 из 0:20');
  });

  it('ignores the ring until the duration is known', () => {
    const { container } = render(<VideoPlayer video={video} />);
    const element = container.querySelector('video') as HTMLVideoElement;
    const ring = screen.getByRole('slider', { name: 'Перемотка' });
    expect(ring).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(ring, { key: 'ArrowRight' });
    expect(element.currentTime).toBe(0);
  });
});

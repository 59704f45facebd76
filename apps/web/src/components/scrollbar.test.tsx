import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Scrollbar } from './scrollbar.tsx';

interface Box {
  client: number;
  scroll: number;
  track: number;
}

/** jsdom has no layout: give the scroll box and the track their sizes and a working scroll position. */
function layOut(axis: 'x' | 'y', box: Box) {
  const viewport = screen.getByRole('region');
  const track = screen.getByTestId('scrollbar-track');
  const [clientKey, scrollKey, positionKey] =
    axis === 'y'
      ? ['clientHeight', 'scrollHeight', 'scrollTop']
      : ['clientWidth', 'scrollWidth', 'scrollLeft'];
  let position = 0;
  Object.defineProperty(viewport, clientKey, { configurable: true, get: () => box.client });
  Object.defineProperty(viewport, scrollKey, { configurable: true, get: () => box.scroll });
  Object.defineProperty(viewport, positionKey, {
    configurable: true,
    get: () => position,
    set: (value: number) => {
      position = Math.max(0, Math.min(box.scroll - box.client, value));
    },
  });
  Object.defineProperty(track, clientKey, { configurable: true, get: () => box.track });
  track.getBoundingClientRect = () =>
    new DOMRect(0, 0, axis === 'x' ? box.track : 8, axis === 'y' ? box.track : 8);
  act(() => {
    fireEvent.scroll(viewport);
  });
  return { viewport, track, thumb: screen.getByTestId('scrollbar-thumb'), position: () => position };
}

const items = Array.from({ length: 30 }, (_, i) => <p key={i}>Строка {i + 1}</p>);

describe('Scrollbar', () => {
  it('is a focusable, labelled scroll region of the given height', () => {
    render(
      <Scrollbar height={300} label="Состав">
        {items}
      </Scrollbar>,
    );
    const region = screen.getByRole('region', { name: 'Состав' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.parentElement).toHaveStyle({ height: '300px' });
    expect(screen.getByText('Строка 30')).toBeInTheDocument();
  });

  it('is hidden while the content fits', () => {
    render(<Scrollbar height={300}>{items}</Scrollbar>);
    const { track } = layOut('y', { client: 300, scroll: 300, track: 300 });
    expect(track).toHaveAttribute('data-state', 'hidden');
  });

  it('sizes the thumb by the visible share and never below 30 px', () => {
    render(<Scrollbar height={300}>{items}</Scrollbar>);
    const box = { client: 300, scroll: 900, track: 300 };
    const { track, thumb, viewport } = layOut('y', box);
    expect(track).toHaveAttribute('data-state', 'visible');
    expect(thumb).toHaveStyle({ height: '100px', transform: 'translateY(0px)' });

    box.scroll = 30_000;
    act(() => {
      fireEvent.scroll(viewport);
    });
    expect(thumb).toHaveStyle({ height: '30px' });
  });

  it('moves the thumb with the scroll position', () => {
    render(<Scrollbar height={300}>{items}</Scrollbar>);
    const { thumb, viewport } = layOut('y', { client: 300, scroll: 900, track: 300 });
    viewport.scrollTop = 300;
    act(() => {
      fireEvent.scroll(viewport);
    });
    expect(thumb).toHaveStyle({ transform: 'translateY(100px)' });
  });

  it('scrolls the content while the thumb is dragged', () => {
    render(<Scrollbar height={300}>{items}</Scrollbar>);
    const { thumb, position } = layOut('y', { client: 300, scroll: 900, track: 300 });
    fireEvent.pointerDown(thumb, { pointerId: 1, button: 0, clientY: 10 });
    fireEvent.pointerMove(thumb, { pointerId: 1, clientY: 60 });
    expect(position()).toBe(150);
    fireEvent.pointerMove(thumb, { pointerId: 1, clientY: 500 });
    expect(position()).toBe(600);
    fireEvent.pointerUp(thumb, { pointerId: 1, clientY: 500 });
    fireEvent.pointerMove(thumb, { pointerId: 1, clientY: 10 });
    expect(position()).toBe(600);
  });

  it('pages by one visible length when the track is clicked', () => {
    render(<Scrollbar height={300}>{items}</Scrollbar>);
    const { track, viewport, position } = layOut('y', { client: 300, scroll: 900, track: 300 });
    fireEvent.pointerDown(track, { pointerId: 1, button: 0, clientY: 250 });
    expect(position()).toBe(300);
    act(() => {
      fireEvent.scroll(viewport);
    });
    fireEvent.pointerDown(track, { pointerId: 1, button: 0, clientY: 20 });
    expect(position()).toBe(0);
  });

  it('works horizontally', () => {
    render(
      <Scrollbar axis="x" label="Видео">
        {items}
      </Scrollbar>,
    );
    const { thumb, position } = layOut('x', { client: 400, scroll: 1600, track: 400 });
    expect(thumb).toHaveStyle({ width: '100px' });
    fireEvent.pointerDown(thumb, { pointerId: 2, button: 0, clientX: 0 });
    fireEvent.pointerMove(thumb, { pointerId: 2, clientX: 100 });
    expect(position()).toBe(400);
  });
});

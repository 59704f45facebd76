import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore, type LoadMoreProps } from './load-more.tsx';

/** An IntersectionObserver the test drives: `show()` says the sentinel came near. */
function observeByHand() {
  const live = new Set<{ callback: IntersectionObserverCallback }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(readonly callback: IntersectionObserverCallback) {}
      observe() {
        live.add(this);
      }
      disconnect() {
        live.delete(this);
      }
    },
  );
  return {
    show: () =>
      act(() => {
        for (const observer of live)
          observer.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      }),
    watching: () => live.size,
  };
}

function renderMore(props: Partial<LoadMoreProps> = {}) {
  const onMore = vi.fn();
  const all: LoadMoreProps = { hasMore: true, loading: false, onMore, shown: 8, ...props };
  const view = render(<LoadMore {...all} />);
  return {
    onMore,
    rerender: (next: Partial<LoadMoreProps>) => view.rerender(<LoadMore {...all} {...next} />),
  };
}

describe('LoadMore', () => {
  it('loads the next page as the end comes near, once at a time, and never after the last', () => {
    const observer = observeByHand();
    const { onMore, rerender } = renderMore();
    observer.show();
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender({ loading: true });
    expect(observer.watching()).toBe(0);
    rerender({ loading: false, shown: 16, hasMore: false });
    expect(observer.watching()).toBe(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('loads from the keyboard; while loading the button stays, busy, and the focus stays on it', async () => {
    const user = userEvent.setup();
    const { onMore, rerender } = renderMore();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Показать ещё' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender({ loading: true });
    expect(button).toHaveTextContent('Загружаем…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender({ loading: false, shown: 16 });
    expect(screen.getByRole('status')).toHaveTextContent('Загружено ещё: 8. Всего показано: 16');
    expect(button).toHaveFocus();
  });

  it('stops loading by itself after a failure and offers to try again', async () => {
    const user = userEvent.setup();
    const observer = observeByHand();
    const { onMore } = renderMore({ failed: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить продолжение списка');
    observer.show();
    expect(onMore).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });
});

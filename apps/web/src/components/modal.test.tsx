import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

function Harness({
  onClosed = () => {},
  withField = false,
}: {
  onClosed?: () => void;
  /** A form whose field takes the focus itself (autoFocus), as the sign-in dialog's e-mail field does. */
  withField?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть корзину
      </button>
      <Modal
        open={open}
        title="Корзина"
        onClose={() => {
          onClosed();
          setOpen(false);
        }}
      >
        <p>Ваша корзина пуста, добавьте товары</p>
        {withField ? <input aria-label="E-mail" autoFocus data-autofocus="" /> : null}
        <button type="button">Перейти в каталог</button>
      </Modal>
    </>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Открыть корзину' });
  opener.focus();
  fireEvent.click(opener);
  act(() => vi.advanceTimersByTime(20));
  return opener;
}

describe('Modal', () => {
  it('gives the focus back to its opener when its own field took the focus first, and the page behind is inert meanwhile', () => {
    vi.useFakeTimers();
    const app = document.createElement('div');
    app.id = 'root';
    document.body.append(app);
    try {
      render(<Harness withField />, { container: app });
      const opener = openModal();
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
      expect(app).toHaveAttribute('inert');

      // Closing, the page is live again before the focus goes back (an inert opener cannot take it).
      fireEvent.keyDown(document, { key: 'Escape' });
      act(() => vi.advanceTimersByTime(0));
      expect(app).not.toHaveAttribute('inert');
      act(() => vi.advanceTimersByTime(450));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    } finally {
      app.remove();
    }
  });

  it('is a labelled modal dialog that takes the focus', () => {
    vi.useFakeTimers();
    render(<Harness />);
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Корзина' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape after the closing animation and delay, and gives the focus back', () => {
    vi.useFakeTimers();
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} />);
    const opener = openModal();

    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the overlay but not inside the dialog', () => {
    vi.useFakeTimers();
    render(<Harness />);
    openModal();
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    act(() => vi.advanceTimersByTime(500));
    expect(dialog).toBeInTheDocument();

    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(450));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', () => {
    vi.useFakeTimers();
    render(<Harness />);
    openModal();
    const close = screen.getByRole('button', { name: 'Закрыть' });
    const last = screen.getByRole('button', { name: 'Перейти в каталог' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });
});

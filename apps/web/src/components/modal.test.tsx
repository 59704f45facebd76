import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

function Harness({ onClosed = () => {} }: { onClosed?: () => void }) {
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

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInputs, emptyCode } from './code-inputs.tsx';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [digits, setDigits] = useState(emptyCode);
  return (
    <>
      <p id="code-label">Код из письма</p>
      <CodeInputs digits={digits} onChange={setDigits} onComplete={onComplete} labelledBy="code-label" />
    </>
  );
}

function renderInputs() {
  const onComplete = vi.fn();
  render(<Harness onComplete={onComplete} />);
  const boxes = screen.getAllByRole('textbox');
  return { onComplete, boxes, values: () => boxes.map((box) => (box as HTMLInputElement).value) };
}

describe('code inputs', () => {
  it('are five labelled numeric boxes, the first one offered the one-time code', () => {
    const { boxes } = renderInputs();
    expect(screen.getByRole('group', { name: 'Код из письма' })).toBeInTheDocument();
    expect(boxes).toHaveLength(5);
    expect(boxes[0]).toHaveAccessibleName('Цифра 1 из 5');
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[0]).toHaveAttribute('inputmode', 'numeric');
    expect(boxes[0]).toHaveFocus();
  });

  it('take digits only, move on as one is typed, and submit the full code once', async () => {
    const user = userEvent.setup();
    const { boxes, values, onComplete } = renderInputs();
    await user.keyboard('a1-');
    expect(values()).toEqual(['1', '', '', '', '']);
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('2 3x45');
    expect(values()).toEqual(['1', '2', '3', '4', '5']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('12345');
  });

  it('replace a digit typed over, and go back with Backspace', async () => {
    const user = userEvent.setup();
    const { boxes, values } = renderInputs();
    await user.keyboard('123');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '']);
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '']);
    expect(boxes[1]).toHaveFocus();
    await user.click(boxes[0] as HTMLElement);
    await user.keyboard('7');
    expect(values()).toEqual(['7', '', '', '', '']);
    expect(boxes[1]).toHaveFocus();
  });

  it('fill every box from a whole code pasted into the first one, spaces and all, and submit it', async () => {
    const user = userEvent.setup();
    const { values, onComplete } = renderInputs();
    await user.paste(' 12 3 45 ');
    expect(values()).toEqual(['1', '2', '3', '4', '5']);
    expect(onComplete).toHaveBeenCalledWith('12345');
  });

  it('take a whole code pasted into any box, and a part from where it is pasted', async () => {
    const user = userEvent.setup();
    const { boxes, values, onComplete } = renderInputs();
    await user.click(boxes[2] as HTMLElement);
    await user.paste('98');
    expect(values()).toEqual(['', '', '9', '8', '']);
    expect(onComplete).not.toHaveBeenCalled();
    await user.click(boxes[3] as HTMLElement);
    await user.paste('5-4-3-2-1');
    expect(values()).toEqual(['5', '4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('54321');
  });

  it('take a code the browser autofills into the first box, and a digit typed after an old one', () => {
    const { boxes, values, onComplete } = renderInputs();
    fireEvent.change(boxes[2] as HTMLElement, { target: { value: '4' } });
    // The caret after the old digit: the box briefly holds both, the new one stays.
    fireEvent.change(boxes[2] as HTMLElement, { target: { value: '47' } });
    expect(values()).toEqual(['', '', '7', '', '']);
    // A one-time-code autofill sets the whole value of the first box at once.
    fireEvent.change(boxes[0] as HTMLElement, { target: { value: '24680' } });
    expect(values()).toEqual(['2', '4', '6', '8', '0']);
    expect(onComplete).toHaveBeenCalledWith('24680');
  });
});

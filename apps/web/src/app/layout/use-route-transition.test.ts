import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { endFadeOut, switchToPending, type TransitionState } from './use-route-transition.ts';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });
const catalog = { location: at('/catalog'), outlet: 'catalog page' };
const merch = { location: at('/merch'), outlet: 'merch page' };

describe('route transition phases', () => {
  it('shows the waiting page halfway and fades out', () => {
    const covering: TransitionState = { ...catalog, phase: 'in', pending: merch };
    expect(switchToPending(covering)).toEqual({ ...merch, phase: 'out', pending: null });
  });

  it('ends the fade-out when nothing is waiting', () => {
    const fading: TransitionState = { ...merch, phase: 'out', pending: null };
    expect(endFadeOut(fading)).toEqual({ ...merch, phase: 'idle', pending: null });
  });

  it('keeps a navigation that started during the fade-out (its page must still show)', () => {
    // Clicked "Мерч" while the catalogue was fading in: the new fade-in is set, then the old timer fires.
    const next: TransitionState = { ...catalog, phase: 'in', pending: merch };
    expect(endFadeOut(next)).toBe(next);
    expect(switchToPending(endFadeOut(next))).toEqual({ ...merch, phase: 'out', pending: null });
  });
});

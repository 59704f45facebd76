import {
  routeTransitionInMs,
  routeTransitionOutMs,
  shouldShowRouteTransition,
} from '@shop/shared/rules/page-behaviour';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useOutlet, type Location } from 'react-router';
import { prefersReducedMotion } from '@/lib/motion.ts';

export type TransitionPhase = 'idle' | 'in' | 'out';

interface Shown {
  location: Location;
  outlet: ReactNode;
}

export interface TransitionState extends Shown {
  phase: TransitionPhase;
  /** The page waiting for the overlay to cover the screen. */
  pending: Shown | null;
}

/**
 * The route transition (docs/product/storefront.md#page-behaviour): above 992 px (and not for support or
 * personal-account pages, nor for a shopper who asks for reduced motion) an overlay fades in, the page
 * switches after 450 ms and the overlay fades out over another 450 ms. Until the switch the previous page
 * stays on screen; `location` is the one shown.
 */
export function useRouteTransition(): Shown & { phase: TransitionPhase } {
  const location = useLocation();
  const outlet = useOutlet();
  const [state, setState] = useState<TransitionState>({ location, outlet, phase: 'idle', pending: null });

  // React to a navigation while rendering (no extra frame with the wrong page).
  const latest = state.pending ?? state;
  if (location.key !== latest.location.key) {
    const afterSwitch: TransitionPhase = state.phase === 'idle' ? 'idle' : 'out';
    if (location.key === state.location.key) {
      // Went back to the page still on screen: cancel the pending switch.
      setState({ location, outlet, phase: afterSwitch, pending: null });
    } else if (
      location.pathname !== state.location.pathname &&
      shouldShowRouteTransition(window.innerWidth, location.pathname) &&
      !prefersReducedMotion()
    ) {
      setState({ ...state, phase: 'in', pending: { location, outlet } });
    } else {
      setState({ location, outlet, phase: afterSwitch, pending: null });
    }
  }

  useEffect(() => {
    if (state.phase === 'in') {
      const timer = setTimeout(() => {
        // In a transition: if the next page is still loading, the current one stays until it is ready.
        startTransition(() => setState(switchToPending));
      }, routeTransitionInMs);
      return () => clearTimeout(timer);
    }
    if (state.phase === 'out') {
      const timer = setTimeout(() => setState(endFadeOut), routeTransitionOutMs);
      return () => clearTimeout(timer);
    }
  }, [state.phase, state.pending]);

  const current = location.key === state.location.key;
  return { location: state.location, outlet: current ? outlet : state.outlet, phase: state.phase };
}

/** Halfway: the overlay covers the screen, the waiting page (if any) is shown and the overlay fades out. */
export function switchToPending<T extends TransitionState>(current: T): T {
  return current.pending
    ? { ...current, ...current.pending, phase: 'out', pending: null }
    : { ...current, phase: 'out' };
}

/**
 * The fade-out is over. A navigation that started meanwhile has already set a new fade-in, and its timer
 * may fire before React has swapped the effects: it must not be undone, or its page would never show.
 */
export function endFadeOut<T extends TransitionState>(current: T): T {
  return current.phase === 'out' && current.pending === null ? { ...current, phase: 'idle' } : current;
}

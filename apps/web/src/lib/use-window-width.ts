import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The window's width in CSS pixels, following resizes (1440 while the server paints). */
export const useWindowWidth = (): number =>
  useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1440,
  );

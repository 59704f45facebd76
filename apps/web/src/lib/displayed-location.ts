import { createContext, useContext } from 'react';
import { useLocation, type Location } from 'react-router';

/**
 * The location of the page on screen. During a route transition the previous page stays visible for a
 * moment while the router already points at the next one; what it shows (breadcrumbs, scrolling)
 * follows this location.
 */
export const DisplayedLocationContext = createContext<Location | null>(null);

export function useDisplayedLocation(): Location {
  const displayed = useContext(DisplayedLocationContext);
  const live = useLocation();
  return displayed ?? live;
}

import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
}

/**
 * A client-side link. react-router's own Link carries framework-mode prefetching this storefront does
 * not use; this one keeps the first-load JS small (see the budget in docs/decisions/0005).
 */
export function AppLink({ to, replace = false, target, onClick, ...props }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...props} href={href} target={target} onClick={handleClick} />;
}

export interface AppNavLinkProps extends Omit<AppLinkProps, 'className'> {
  /** Active only on the exact path, not below it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A link that knows whether it points at the current page (aria-current="page" when it does). */
export function AppNavLink({ end = false, className, ...props }: AppNavLinkProps) {
  const current = trimSlash(useLocation().pathname);
  const target = trimSlash(useResolvedPath(props.to).pathname);
  const isActive = current === target || (!end && target !== '/' && current.startsWith(`${target}/`));
  return (
    <AppLink {...props} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />
  );
}

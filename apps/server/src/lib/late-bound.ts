/**
 * A call from a service into one built after it: the composition root hands the earlier service `call`
 * and binds it once the later one exists, so a cycle between two modules is one named port rather than
 * a construction order that only works by accident. Calling it unbound is a wiring bug: it throws.
 */
export interface LateBound<F extends (...args: never[]) => unknown> {
  readonly call: F;
  bind(target: F): void;
}

export function lateBound<F extends (...args: never[]) => unknown>(name: string): LateBound<F> {
  let target: F | null = null;
  const call = ((...args: Parameters<F>) => {
    if (!target) throw new Error(`${name}: called before the composition root bound it`);
    return target(...args);
  }) as F;
  return {
    call,
    bind(to) {
      if (target) throw new Error(`${name}: bound twice`);
      target = to;
    },
  };
}

// Test only: a clock SHIFT_CLOCK_MS milliseconds ahead for the whole process, loaded before the server with
//   NODE_OPTIONS="--import /abs/path/e2e/shifted-clock.mjs" SHIFT_CLOCK_MS=86400000
// so that a built server can be started "tomorrow" (it has no clock option of its own): Date.now() and
// `new Date()` / `Date()` without arguments read the shifted time; dates built from a value are untouched,
// as are timers and performance.now(). Everything else about Date (its prototype, statics, instanceof,
// subclasses) is the real one's.
const shift = Number(process.env.SHIFT_CLOCK_MS ?? 0);
if (!Number.isFinite(shift)) throw new Error(`SHIFT_CLOCK_MS is not a number: ${process.env.SHIFT_CLOCK_MS}`);

if (shift !== 0) {
  const RealDate = Date;
  const now = () => RealDate.now() + shift;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    // Date() called as a function answers the current time as a string.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
}

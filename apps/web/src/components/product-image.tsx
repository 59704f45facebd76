/** A product's picture (400×400 SVGs from the server); a drawn cookie when it has none. */
export function ProductImage({
  src,
  alt,
  className,
  eager = false,
  priority = false,
}: {
  src: string | undefined;
  alt: string;
  className?: string | undefined;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** The page's main picture (the largest paint): fetched before other images. */
  priority?: boolean;
}) {
  if (!src) {
    return (
      <svg
        className={className}
        viewBox="0 0 400 400"
        width="400"
        height="400"
        // Without words (alt=""), a decoration, as an <img alt=""> would be.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <circle cx="200" cy="200" r="130" fill="var(--color-caramel)" />
        <g fill="var(--color-cocoa)">
          <circle cx="160" cy="160" r="16" />
          <circle cx="240" cy="190" r="18" />
          <circle cx="180" cy="250" r="14" />
          <circle cx="250" cy="270" r="10" />
        </g>
      </svg>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={400}
      height={400}
      loading={eager || priority ? 'eager' : 'lazy'}
      // The page's main picture is decoded with the first paint rather than after it (largest paint).
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

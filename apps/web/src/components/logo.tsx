/** The humbl wordmark, drawn with rounded strokes; it takes the text colour. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 126 40"
      width="104"
      height="33"
      fill="none"
      stroke="currentColor"
      strokeWidth="6.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 5v29M6 24c0-5.5 3.4-8.6 7.6-8.6S21 18.5 21 24v10" />
      <path d="M29 16v10c0 5 3 8 7 8s7-3 7-8V16m0 0v18" />
      <path d="M51 16v18m0-12c0-4.4 2.6-6.6 6-6.6s6 2.2 6 6.6v12m0-12c0-4.4 2.6-6.6 6-6.6s6 2.2 6 6.6v12" />
      <path d="M83 5v29" />
      <circle cx="92" cy="25" r="9" />
      <path d="M109 5v29" />
      <circle cx="119" cy="31" r="3.2" fill="var(--color-caramel)" stroke="none" />
    </svg>
  );
}

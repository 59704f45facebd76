import { Button } from '@/components/button.tsx';
import { StateCard } from '@/components/state-card.tsx';
import { useUiStore } from '@/lib/ui-store.ts';

/** A guest at the door: a head and shoulders, with a cookie for a badge. */
function GuestArt() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" fill="var(--color-peach)" />
      <circle
        cx="44"
        cy="37"
        r="12"
        fill="var(--color-surface)"
        stroke="var(--color-cocoa)"
        strokeWidth="3"
      />
      <path
        d="M22 72c0-12 10-20 22-20s22 8 22 20"
        fill="var(--color-surface)"
        stroke="var(--color-cocoa)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle
        cx="68"
        cy="64"
        r="12"
        fill="var(--color-caramel)"
        stroke="var(--color-cocoa)"
        strokeWidth="3"
      />
      <g fill="var(--color-cocoa)">
        <circle cx="64" cy="61" r="2" />
        <circle cx="71" cy="67" r="2" />
        <circle cx="70" cy="59" r="1.5" />
      </g>
    </svg>
  );
}

/** Shown on personal-account pages to a visitor who is not signed in. */
export function SignInPrompt({ text }: { text: string }) {
  const openModal = useUiStore((state) => state.openModal);
  return (
    <StateCard
      art={<GuestArt />}
      title="Войдите в личный кабинет"
      action={
        <Button variant="primary" size="large" width="block" onClick={() => openModal('auth')}>
          Войти
        </Button>
      }
    >
      <p>{text}</p>
    </StateCard>
  );
}

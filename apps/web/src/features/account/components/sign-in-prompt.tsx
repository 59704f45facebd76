import { Button } from '../../../components/button.tsx';
import { pageStyles } from '../../../components/page.tsx';
import { useUiStore } from '../../shell/model/ui-store.ts';

/** Shown on personal-account pages to a visitor who is not signed in. */
export function SignInPrompt({ text }: { text: string }) {
  const openModal = useUiStore((state) => state.openModal);
  return (
    <div className={pageStyles.note}>
      <h2 className={pageStyles.noteTitle}>Войдите в личный кабинет</h2>
      <p>{text}</p>
      <p className={pageStyles.noteAction}>
        <Button variant="primary" onClick={() => openModal('auth')}>
          Войти
        </Button>
      </p>
    </div>
  );
}

import { Button } from '../../../components/button.tsx';
import surface from '../../../components/surface.module.css';

/** What did not load, in place of it, with a way to try again. */
export function LoadFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className={surface.notice} role="alert">
      <p>{message}</p>
      <p>
        <Button variant="secondary" disabled={retrying} onClick={onRetry}>
          Повторить попытку
        </Button>
      </p>
    </div>
  );
}

import styles from './panel.module.css';

export interface Note {
  text: string;
  tone: 'success' | 'error' | 'info';
}

/**
 * The outcome of a form's last action, always in the layout so that a message appearing moves nothing;
 * errors are announced at once, the rest politely.
 */
export function FormNote({ note, className }: { note: Note | null; className?: string }) {
  return (
    <p
      className={[styles.note, note ? styles[note.tone] : '', className ?? ''].filter(Boolean).join(' ')}
      role={note?.tone === 'error' ? 'alert' : 'status'}
    >
      {note?.text ?? ''}
    </p>
  );
}

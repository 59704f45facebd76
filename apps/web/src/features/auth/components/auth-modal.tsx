import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import styles from '../../../components/modal-content.module.css';

/** Placeholder of the sign-in modal until e-mail code login arrives. */
export default function AuthModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Вход">
      <p className={styles.text}>
        Вход по e-mail с одноразовым кодом скоро заработает: мы пришлём письмо с кодом из 5 цифр, без паролей.
      </p>
      <p className={styles.muted}>
        В личном кабинете будут ваши заказы, бонусы и карта лояльности. А пока заглядывайте в каталог и в наши
        магазины.
      </p>
      <Button variant="primary" width="block" onClick={onClose}>
        Понятно
      </Button>
    </Modal>
  );
}

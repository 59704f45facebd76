import { Toast } from '@/components/toast.tsx';
import { useAuthStore } from '../model/auth-store.ts';

const dismiss = () => useAuthStore.setState({ notice: null });

/**
 * The session's message as a toast: 'Ошибка обновления токена' (docs/product/accounts.md#sessions), or
 * 'Аккаунт удалён' once the account is deleted (docs/product/personal-data.md#the-shoppers-rights).
 */
export default function AuthNotice({ notice, tone }: { notice: string; tone: 'error' | 'success' }) {
  return <Toast message={{ text: notice, tone }} onDismiss={dismiss} />;
}

import { Toast } from '@/components/toast.tsx';
import { useAuthStore } from '../model/auth-store.ts';

const dismiss = () => useAuthStore.setState({ notice: null });

/** The session's message (docs/product/accounts.md#sessions, 'Ошибка обновления токена') as a toast. */
export default function AuthNotice({ notice }: { notice: string }) {
  return <Toast message={{ text: notice, tone: 'error' }} onDismiss={dismiss} />;
}

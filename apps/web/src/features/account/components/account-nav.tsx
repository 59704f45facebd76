import { SectionNav } from '@/components/section-nav.tsx';

const accountLinks = [
  { to: '/personalAccount', label: 'Мой профиль' },
  { to: '/personalAccount/orders', label: 'Заказы' },
  { to: '/personalAccount/cardLoyal', label: 'Карта лояльности' },
] as const;

export function AccountNav() {
  return <SectionNav label="Разделы личного кабинета" links={accountLinks} />;
}

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth';
import { anna } from '@/test/fixtures/accounts.ts';
import { useBasketOptions } from '@/features/cart';
import { renderCheckout } from '../test-fixtures/render-checkout.tsx';

const summary = async () => within(await screen.findByRole('region', { name: 'Ваш заказ' }));
const line = async (label: string) => (await summary()).getByText(label).parentElement;

describe('checkout summary', () => {
  it('pickup: the goods, free delivery and the total', async () => {
    renderCheckout();
    expect(await line('Товары')).toHaveTextContent('716 ₽');
    expect(await line('Доставка')).toHaveTextContent('Бесплатно');
    expect(await line('Итого')).toHaveTextContent('716 ₽');
    expect((await summary()).queryByText('Упаковка')).not.toBeInTheDocument();
    expect((await summary()).getByText(/Товары зарезервированы за вами ещё/)).toHaveTextContent(
      /ещё (9|10):\d\d$/,
    );
  });

  it('courier delivery adds 300 ₽, a package 30 ₽ and a gift package 50 ₽', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Доставка курьером/ }));
    expect(await line('Доставка')).toHaveTextContent('300 ₽');
    expect(await line('Итого')).toHaveTextContent('1 016 ₽');

    await user.click(screen.getByRole('checkbox', { name: /^Пакет/ }));
    expect(await line('Упаковка')).toHaveTextContent('30 ₽');
    await user.click(screen.getByRole('checkbox', { name: /Подарочная упаковка/ }));
    expect(await line('Упаковка')).toHaveTextContent('80 ₽');
    expect(await line('Итого')).toHaveTextContent('1 096 ₽');
    // The choices live with the basket: they survive leaving the page.
    expect(useBasketOptions.getState()).toMatchObject({
      deliveryMethod: 'delivery',
      addPackage: true,
      addPresentPackage: true,
    });
  });

  it('shows the choices kept from an earlier visit', async () => {
    useBasketOptions.setState({ deliveryMethod: 'delivery', addPresentPackage: true });
    renderCheckout();
    expect(await screen.findByRole('radio', { name: /Доставка курьером/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Подарочная упаковка/ })).toBeChecked();
    expect(await line('Итого')).toHaveTextContent('1 066 ₽');
  });

  it('a signed-in customer spends bonuses up to the level’s share and sees the cash back', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: { ...anna, loyalty_amount: 1000 }, status: 'signed-in' });
    renderCheckout();
    const bonus = await screen.findByRole('switch', { name: /Списать бонусы/ });
    // Silver: up to 30 % of 716 ₽ → 214 of the 1000 bonuses.
    expect(bonus).toHaveAccessibleName(/Спишем 214 бонусов из 1000: бонусами можно оплатить до 30 %/);
    expect(await line('Итого')).toHaveTextContent('716 ₽');
    expect((await summary()).getByText(/начислим 35 бонусов/)).toBeInTheDocument();

    await user.click(bonus);
    expect(await line('Оплата бонусами')).toHaveTextContent('−214 ₽');
    expect(await line('Итого')).toHaveTextContent('502 ₽');
    // 5 % of the 502 ₽ paid for goods, floored.
    expect((await summary()).getByText(/начислим 25 бонусов/)).toBeInTheDocument();
  });

  it('Platinum pays up to half the goods with bonuses', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({
      user: { ...anna, loyalty_amount: 1000, loyalty_level_name: 'Platinum' },
      status: 'signed-in',
    });
    renderCheckout();
    await user.click(await screen.findByRole('switch', { name: /Списать бонусы/ }));
    expect(await line('Оплата бонусами')).toHaveTextContent('−358 ₽');
    expect(await line('Итого')).toHaveTextContent('358 ₽');
  });

  it('prefills the contacts of a signed-in customer', async () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderCheckout();
    expect(await screen.findByRole('textbox', { name: 'Имя' })).toHaveValue('Анна');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anna@example.ru');
  });

  it('offers a guest to sign in instead of a bonus switch', async () => {
    renderCheckout();
    await summary();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(
      screen.getByText('Войдите, чтобы списать бонусы и получить кешбэк с этого заказа.'),
    ).toBeInTheDocument();
    expect((await summary()).queryByText(/начислим/)).not.toBeInTheDocument();
  });

  it('keeps the empty state for an empty basket', async () => {
    const user = userEvent.setup();
    const { router } = renderCheckout({ '/api/cart/': { body: { items: [], reserved_until: null } } });
    expect(await screen.findByText('Ваша корзина пуста, добавьте товары')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Перейти в каталог' }));
    expect(router.state.location.pathname).toBe('/catalog');
  });
});

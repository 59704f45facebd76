import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consentMessages } from '@shop/shared/legal/messages';
import { storeTokens } from '@/lib/tokens.ts';
import { bodyOf } from '@/test/fetch-stub.ts';
import { anna } from '@/test/fixtures/accounts.ts';
import { useAuthStore } from '@/features/auth';
import { renderCheckout } from '../test-fixtures/render-checkout.tsx';

/** The checkout's consent checkboxes (docs/product/personal-data.md#consents). */

const consentBox = () => screen.getByRole('checkbox', { name: consentMessages.personalDataLabel });
const offerBox = () => screen.getByRole('checkbox', { name: consentMessages.offerLabel });
const pay = () => screen.getByRole('button', { name: 'Оплатить' });
const orderCalls = (fetchMock: ReturnType<typeof renderCheckout>['fetchMock']) =>
  fetchMock.mock.calls.filter(([path, init]) => path === '/api/orders/' && init?.method === 'POST');

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('textbox', { name: 'Имя' });
  const values = { Имя: 'Анна', Фамилия: 'Петрова', Телефон: '+79991234567', Email: 'anna@example.ru' };
  for (const [name, value] of Object.entries(values)) {
    const field = screen.getByRole('textbox', { name });
    await user.clear(field);
    await user.type(field, value);
  }
  await user.click(screen.getByRole('radio', { name: /humbl на Невском/ }));
}

const accountConsents = (needed: boolean) => ({
  body: {
    personal_data: { needed, current_version: 1 },
    given: [],
    withdrawn_at: null,
    erase_after: null,
    retention_days: 30,
  },
});

describe('checkout consents', () => {
  it('a guest: two unticked checkboxes linking to their texts, each refused at its own place, nothing sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCheckout({
      'POST /api/orders/': { status: 201, body: { order: { id: 7 }, payment_url: '/pay/p-1' } },
    });
    await fillForm(user);
    expect(consentBox()).not.toBeChecked();
    expect(offerBox()).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'согласие на обработку персональных данных' })).toHaveAttribute(
      'href',
      '/legal/consent',
    );
    expect(screen.getByRole('link', { name: 'публичной оферты' })).toHaveAttribute('href', '/legal/offer');

    await user.click(pay());
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox()).toHaveAccessibleDescription(consentMessages.personalDataRequired);
    expect(offerBox()).toHaveAccessibleDescription(consentMessages.offerRequired);
    expect(consentBox()).toHaveFocus();
    expect(orderCalls(fetchMock)).toHaveLength(0);

    await user.click(consentBox());
    expect(consentBox()).not.toHaveAttribute('aria-invalid');
    await user.click(pay());
    expect(offerBox()).toHaveFocus();
    expect(orderCalls(fetchMock)).toHaveLength(0);

    await user.click(offerBox());
    await user.click(pay());
    await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(1));
    expect(bodyOf(orderCalls(fetchMock)[0]?.[1])).toMatchObject({ consents: { personal_data: 1, offer: 2 } });
  });

  it('an account with a current consent: the offer alone; the server’s refusal shows the consent at its field', async () => {
    const user = userEvent.setup();
    storeTokens('A1', 'R1');
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    const refusals = [consentMessages.personalDataRequired, consentMessages.offerOutdated];
    const { fetchMock } = renderCheckout({
      '/api/users/user': { body: anna },
      '/api/users/consents': accountConsents(false),
      'POST /api/orders/': () => {
        const detail = refusals.shift();
        return detail
          ? { status: 422, body: { detail } }
          : { status: 201, body: { order: { id: 7 }, payment_url: '/pay/p-1' } };
      },
    });
    await fillForm(user);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => path === '/api/users/consents')).toBe(true),
    );
    expect(
      screen.queryByRole('checkbox', { name: consentMessages.personalDataLabel }),
    ).not.toBeInTheDocument();
    await user.click(offerBox());
    await user.click(pay());
    await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(1));
    expect(bodyOf(orderCalls(fetchMock)[0]?.[1])).toMatchObject({ consents: { offer: 2 } });

    // The server knows better (withdrawn meanwhile): the consent's checkbox appears with its problem.
    expect(
      await screen.findByRole('checkbox', { name: consentMessages.personalDataLabel }),
    ).toHaveAccessibleDescription(consentMessages.personalDataRequired);
    await user.click(consentBox());
    await user.click(pay());
    // A newer offer was published: its box unticked, its problem beside it.
    await waitFor(() => expect(offerBox()).toHaveAccessibleDescription(consentMessages.offerOutdated));
    expect(offerBox()).not.toBeChecked();
    await user.click(offerBox());
    await user.click(pay());
    await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(3));
    expect(bodyOf(orderCalls(fetchMock)[2]?.[1])).toMatchObject({ consents: { personal_data: 1, offer: 2 } });
  });

  it('an account whose consent is out of date is asked for it', async () => {
    storeTokens('A1', 'R1');
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderCheckout({ '/api/users/user': { body: anna }, '/api/users/consents': accountConsents(true) });
    expect(
      await screen.findByRole('checkbox', { name: consentMessages.personalDataLabel }),
    ).not.toBeChecked();
  });
});

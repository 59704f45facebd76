import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consentMessages } from '@shop/shared/legal/messages';
import { bodyOf, stubFetch } from '@/test/fetch-stub.ts';
import { emptyCart, anna, signedInAs } from '@/test/fixtures/accounts.ts';
import { renderAuthModal } from '../test-fixtures/render-auth-modal.tsx';

/** The code step of a new e-mail: the server asks for the processing consent after the right code. */

const documents = (consent: number) => ({
  body: [
    { kind: 'privacy', title: 'Политика', version: 1, published_at: '2026-11-26T00:00:00Z' },
    { kind: 'consent', title: 'Согласие', version: consent, published_at: '2026-11-26T00:00:00Z' },
    { kind: 'offer', title: 'Оферта', version: 1, published_at: '2026-11-26T00:00:00Z' },
  ],
});
const boxes = () => within(screen.getByRole('group', { name: 'Код из письма' })).getAllByRole('textbox');
const consentBox = () => screen.getByRole('checkbox', { name: consentMessages.personalDataLabel });
const verifyCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/auth/verify-code'));

describe('auth modal: a new e-mail’s consent', () => {
  it('asks for the consent after the right code, keeps the code, wants the box ticked, then sends the same code with it', async () => {
    const user = userEvent.setup();
    let consentVersion = 3;
    const fetchMock = stubFetch({
      '/api/cart/': { body: emptyCart },
      '/api/boxes/': { body: [] },
      'GET /api/legal/documents': () => documents(consentVersion),
      'POST /api/auth/request-code': { body: { ok: true, resend_in: 60 } },
      'POST /api/auth/verify-code': (init) => {
        const consent = (bodyOf(init) as { consent?: number }).consent;
        if (consent === undefined)
          return { status: 422, body: { detail: consentMessages.personalDataRequired } };
        if (consent !== consentVersion)
          return { status: 422, body: { detail: consentMessages.personalDataOutdated } };
        return { body: signedInAs(anna) };
      },
    });
    const { onClose } = renderAuthModal();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.ru');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByText('new@example.ru');
    await user.keyboard('12345');

    // The note, and a separate unticked checkbox with the focus, linking to the consent's text.
    // (The consent's part is loaded when first needed.)
    expect(
      await screen.findByText(consentMessages.signInConsentNote, undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(consentBox()).toHaveFocus());
    expect(consentBox()).not.toBeChecked();
    expect(consentBox()).not.toHaveAttribute('aria-invalid');
    const link = screen.getByRole('link', { name: 'согласие на обработку персональных данных' });
    expect(link).toHaveAttribute('href', '/legal/consent');
    expect(link).toHaveAttribute('target', '_blank');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);

    // 'Войти' without the tick: the error at the checkbox, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox()).toHaveAccessibleDescription(consentMessages.personalDataRequired);
    expect(verifyCalls(fetchMock)).toHaveLength(1);

    // Ticked, but an admin published a newer text meanwhile: asked again, unticked.
    await user.click(consentBox());
    expect(consentBox()).not.toHaveAttribute('aria-invalid');
    consentVersion = 4;
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() =>
      expect(consentBox()).toHaveAccessibleDescription(consentMessages.personalDataOutdated),
    );
    expect(consentBox()).not.toBeChecked();
    expect(bodyOf(verifyCalls(fetchMock)[1]?.[1])).toMatchObject({ code: '12345', consent: 3 });

    await user.click(consentBox());
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(verifyCalls(fetchMock)[2]?.[1])).toMatchObject({ code: '12345', consent: 4 });
  });
});

import type { User, VerifyCodeAnswer } from '@shop/shared/auth';

export const anna: User = {
  first_name: 'Анна',
  last_name: 'Петрова',
  phone: '+79991234567',
  phone_verified: false,
  email: 'anna@example.ru',
  loyalty_amount: 120,
  loyalty_level_name: 'Silver',
  is_admin: false,
};

export const signedInAs = (user: User, access = 'A1', refresh = 'R1'): VerifyCodeAnswer => ({
  user,
  tokens: { access_token: access, refresh_token: refresh, token_type: 'bearer' },
});

/** A cart with one line of 4 bars: what the account holds once the guest's cart moved in. */
export const accountCart = {
  items: [
    {
      id: 7,
      product_id: 101,
      price: 174,
      quantity: 4,
      created_at: '2026-11-23T10:00:00Z',
      product: { name: 'humblbar Кокос', image_urls: [] },
    },
  ],
  reserved_until: null,
};

export const emptyCart = { items: [], reserved_until: null };

import type { Answer } from '@/test/fetch-stub.ts';

export const savedContacts = {
  email_staff: 'team@humbl.ru',
  email_clients: 'hello@humbl.ru',
  phone: '+79990001122',
  vk_link: 'https://vk.com/humbl',
  tg_group_link: 'https://t.me/humbl',
  tg_personal_link: 'https://t.me/humbl_help',
};

export const savedSlots = [
  { id: 2, time_from: '14:00', time_to: '16:00' },
  { id: 1, time_from: '12:00', time_to: '14:00' },
];

export const savedDelivery = {
  courier_area: 'Санкт-Петербург',
  courier_places: ['Санкт-Петербург', 'СПб'],
  marketplaces: [{ name: 'Ozon', url: 'https://www.ozon.ru/search/?text=humbl' }],
};

export const returnsTexts = {
  return_policy: 'Вернуть можно в течение 14 дней.',
  damaged_goods: 'Напишите нам, приложите фото.',
  refund_time: '',
  updated_at: '2026-03-12T11:05:00Z',
};

/** What GET of every panel of /admin/content answers, unless a test says otherwise. */
export const contentAnswers = (): Record<string, Answer> => ({
  'GET /api/admin/site-status/public': { body: { is_active: true, updated_at: '2026-03-12T11:05:00Z' } },
  'GET /api/admin/contacts_info/public': { body: savedContacts },
  'GET /api/admin/delivery-times/public': { body: savedSlots },
  'GET /api/admin/delivery-settings/public': { body: savedDelivery },
  'GET /api/admin/support_returns/public': { body: returnsTexts },
  'GET /api/admin/support_certificates/public': { body: { quality_standards: 'ISO', updated_at: '' } },
  'GET /api/admin/support_payments/public': { body: { payment_methods: 'Картой', updated_at: '' } },
  'GET /api/admin/support_delivery/public': { body: { delivery_methods: 'Курьер', updated_at: '' } },
});

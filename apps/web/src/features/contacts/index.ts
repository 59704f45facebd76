/**
 * features/contacts's public entry, the only one other features import: the shop's contacts, stores and
 * delivery settings (the footer, the main page, product pages, checkout and the admin read them).
 */
export { contactsInfoQuery, useContactsInfo } from './api/get-contacts-info.ts';
export { storesQuery, useStores } from './api/get-stores.ts';
export { StoresList } from './components/stores-list.tsx';
export { deliverySettingsQuery, useDeliverySettings } from './api/get-delivery-settings.ts';

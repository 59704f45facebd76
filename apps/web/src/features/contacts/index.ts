/**
 * features/contacts's public entry, the only one other features import: the shop's contacts and stores (the
 * footer, the main page, delivery and the admin read them).
 */
export { contactsInfoQuery, useContactsInfo } from './api/get-contacts-info.ts';
export { storesQuery, useStores } from './api/get-stores.ts';
export { StoresList } from './components/stores-list.tsx';

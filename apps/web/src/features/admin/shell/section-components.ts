import { lazy, type ComponentType } from 'react';
import type { AdminSectionSlug } from './admin-sections.ts';

/**
 * Each section is its own chunk, loaded when it is opened: the storefront's first-load JS carries none of
 * the admin area, and a phone opening the orders does not download the video uploader.
 */
export const sectionComponents: Record<AdminSectionSlug, ComponentType> = {
  dashboard: lazy(() => import('../dashboard/dashboard-section.tsx')),
  orders: lazy(() => import('../orders/orders-section.tsx')),
  'gift-cards': lazy(() => import('../gift-cards/gift-cards-section.tsx')),
  catalogue: lazy(() => import('../catalogue/catalogue-section.tsx')),
  content: lazy(() => import('../content/content-section.tsx')),
  legal: lazy(() => import('../documents/documents-section.tsx')),
  consents: lazy(() => import('../consents/consents-section.tsx')),
  videos: lazy(() => import('../videos/videos-section.tsx')),
  admins: lazy(() => import('../admins/admins-section.tsx')),
  audit: lazy(() => import('../audit/audit-section.tsx')),
};

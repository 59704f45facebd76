import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Authenticator } from '../auth/authenticator.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ContentService } from '../content/content.service.ts';
import type { GiftCardsService } from '../gift-cards/gift-cards.service.ts';
import type { Legal } from '../../composition.ts';
import type { MediaService } from '../media/media.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { adminOnly } from './admin-guard.ts';
import { adminsRoutes } from './admins.routes.ts';
import { auditRoutes } from './audit.routes.ts';
import { catalogAdminRoutes } from './catalog-admin.routes.ts';
import { contentAdminRoutes } from './content-admin.routes.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { giftCardsAdminRoutes } from './gift-cards-admin.routes.ts';
import { legalAdminRoutes } from './legal-admin.routes.ts';
import { ordersAdminRoutes } from './orders-admin.routes.ts';
import { productPhotosRoutes } from './product-photos.routes.ts';
import { videosAdminRoutes } from './videos-admin.routes.ts';

/** What the admin routes work with. */
export interface AdminDeps {
  db: Db;
  auth: Authenticator;
  config: Config;
  content: ContentService;
  catalog: CatalogService;
  cart: CartService;
  orders: OrdersService;
  giftCards: GiftCardsService;
  /** Documents and the consent log ('Документы', 'Согласия'). */
  legal: Legal;
  /** Uploads and picture processing (review clips, posters, product photos). */
  media: MediaService;
  now: () => Date;
}

export type AdminRoutes = (deps: AdminDeps) => FastifyPluginAsyncZod;

const plugins: AdminRoutes[] = [
  contentAdminRoutes,
  videosAdminRoutes,
  catalogAdminRoutes,
  productPhotosRoutes,
  ordersAdminRoutes,
  giftCardsAdminRoutes,
  legalAdminRoutes,
  dashboardRoutes,
  adminsRoutes,
  auditRoutes,
];

/**
 * Every /api/admin/… route that changes or reveals shop data, in one encapsulated context whose onRequest
 * hook lets only admins in (the public GET …/public routes live in the content module, outside it).
 */
export const adminRoutes =
  (deps: AdminDeps): FastifyPluginAsync =>
  async (admin) => {
    admin.addHook('onRequest', adminOnly(deps.auth));
    for (const routes of plugins) await admin.register(routes(deps));
  };

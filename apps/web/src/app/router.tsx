import { documentKinds } from '@shop/shared/legal/documents';
import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RootLayout } from './layout/root-layout.tsx';

// Every page is its own chunk (first-load JS budget, docs/decisions/0005).
const HomePage = lazy(() => import('@/features/home/components/home-page.tsx'));
const CatalogPage = lazy(() => import('@/features/catalog/components/catalog-page.tsx'));
const CustomBoxPage = lazy(() => import('@/features/custom-box/components/custom-box-page.tsx'));
const ProductPage = lazy(() => import('@/features/product/components/product-page.tsx'));
const MerchPage = lazy(() => import('@/features/merch/components/merch-page.tsx'));
const MerchDetailPage = lazy(() => import('@/features/merch/components/merch-detail-page.tsx'));
const CheckoutPage = lazy(() => import('@/features/checkout/components/checkout-page.tsx'));
const ContactsPage = lazy(() => import('@/features/contacts/components/contacts-page.tsx'));
const ProfilePage = lazy(() => import('@/features/account/components/profile-page.tsx'));
const OrdersPage = lazy(() => import('@/features/orders/components/orders-page.tsx'));
const LoyaltyPage = lazy(() => import('@/features/loyalty/components/loyalty-page.tsx'));
const SupportPage = lazy(() => import('@/features/support/components/support-page.tsx'));
const AdminPage = lazy(() => import('@/features/admin/components/admin-page.tsx'));
const AboutPage = lazy(() => import('@/features/shell/components/about-page.tsx'));
const DocumentPage = lazy(() => import('@/features/legal/components/document-page.tsx'));
const NotFoundPage = lazy(() => import('@/features/shell/components/not-found-page.tsx'));
const PayPage = lazy(() => import('@/features/payment/components/pay-page.tsx'));
const GiftCardBalancePage = lazy(() => import('@/features/gift-cards/components/gift-card-balance-page.tsx'));

/**
 * Every route of docs/product/storefront.md#pages, and the test payment provider's page. The app renders them
 * with react-router's declarative router (`AppRoutes`), not its data router: nothing here loads data before
 * a page (the pages' queries do), and the data router weighs 16 kB more of every page's JavaScript
 * (docs/decisions/0005). Each top-level route catches its own render errors with the error screen.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'catalog', element: <CatalogPage /> },
      { path: 'catalog/customBox', element: <CustomBoxPage /> },
      { path: 'catalog/:id', element: <ProductPage /> },
      { path: 'merch', element: <MerchPage /> },
      { path: 'merch/:id', element: <MerchDetailPage /> },
      { path: 'check_out_page', element: <CheckoutPage /> },
      { path: 'contacts', element: <ContactsPage /> },
      { path: 'personalAccount', element: <ProfilePage /> },
      { path: 'personalAccount/orders', element: <OrdersPage /> },
      { path: 'personalAccount/cardLoyal', element: <LoyaltyPage /> },
      { path: 'support', element: <SupportPage section="delivery" /> },
      { path: 'support/pay', element: <SupportPage section="pay" /> },
      { path: 'support/back', element: <SupportPage section="back" /> },
      { path: 'support/sert', element: <SupportPage section="sert" /> },
      { path: 'gift-cards/balance', element: <GiftCardBalancePage /> },
      // The admin area: /admin is its dashboard, /admin/:section the other sections (each loaded lazily).
      {
        path: 'admin',
        element: <AdminPage />,
        children: [
          { index: true, element: null },
          { path: ':section', element: null },
        ],
      },
      { path: 'about', element: <AboutPage /> },
      // The privacy policy's stable page, and each document's current and numbered versions
      // (docs/product/personal-data.md#documents); an unknown document is the 404 below.
      { path: 'political', element: <DocumentPage kind="privacy" /> },
      ...documentKinds.flatMap((kind) => [
        { path: `legal/${kind}`, element: <DocumentPage kind={kind} /> },
        { path: `legal/${kind}/:version`, element: <DocumentPage kind={kind} /> },
      ]),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // The built-in test payment provider's page: standalone, as a provider's own page would be.
    path: '/pay/:paymentId',
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <PayPage />
        </Suspense>
      </RouteErrorBoundary>
    ),
  },
];

/** The routes, inside the browser's router (start.tsx) or the server's (entry-server.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}

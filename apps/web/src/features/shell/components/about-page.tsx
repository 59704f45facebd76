import { Page, pageStyles } from '@/components/page.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/**
 * Reachable only by its address: the navigation shows “О нас” dimmed (docs/product/storefront.md#navigation).
 */
export default function AboutPage() {
  return (
    <Page title="О нас">
      <PageHeader
        title="О нас"
        lead="humbl — небольшая пекарня протеиновых сладостей с тремя магазинами в городе."
      />
      <div className={pageStyles.prose}>
        <p>
          Мы делаем батончики, брауни и напитки, в которых много белка и нет добавленного сахара, и печём их
          каждый день сами. Рассказ о команде и производстве скоро появится на этой странице.
        </p>
      </div>
    </Page>
  );
}

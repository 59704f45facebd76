import { SectionHeading } from '../kit/section-heading.tsx';
import { LoadFailed } from '../kit/load-failed.tsx';
import { SectionSkeleton } from '../kit/section-skeleton.tsx';
import { useDashboard } from './api/get-dashboard.ts';
import styles from './dashboard.module.css';
import { GiftCardsTile } from './gift-cards-tile.tsx';
import { LowStockList } from './low-stock-list.tsx';
import { RevenueChart } from './revenue-chart.tsx';
import { TodayFigures } from './today-figures.tsx';

/** /admin: today's figures, the 30-day revenue chart, what is running out and the gift cards' figures. */
export default function DashboardSection() {
  const dashboard = useDashboard();
  return (
    <div>
      <SectionHeading title="Сводка" lead="Сегодня по московскому времени; выручка — без возвратов." />
      {dashboard.isError ? (
        <LoadFailed
          message={dashboard.error.message}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      ) : !dashboard.data ? (
        <SectionSkeleton label="Загружаем сводку" />
      ) : (
        <div className={styles.layout}>
          <TodayFigures today={dashboard.data.today} />
          <RevenueChart days={dashboard.data.revenue_30d} />
          <div className={styles.aside}>
            <LowStockList products={dashboard.data.low_stock} />
            <GiftCardsTile cards={dashboard.data.gift_cards} />
          </div>
        </div>
      )}
    </div>
  );
}

import type { Dashboard } from '@shop/shared/admin/dashboard-api';
import { useId } from 'react';
import { formatPrice, pluralRu } from '@/lib/format.ts';
import { CHART_HEIGHT, chartBars } from './chart-geometry.ts';
import { longDay, shortDay } from './day-format.ts';
import styles from './revenue-chart.module.css';

type Days = Dashboard['revenue_30d'];

const ordersWord = (count: number) => `${count} ${pluralRu(count, ['заказ', 'заказа', 'заказов'])}`;
const barTitle = (day: Days[number]) =>
  `${longDay(day.date)}: ${formatPrice(day.revenue)}, ${ordersWord(day.orders)}`;

/**
 * The last 30 days' revenue as bars in an inline SVG: each bar names its day and sum (its <title>, shown on
 * hover); screen readers get the same figures as a table, since a picture of bars tells them nothing.
 */
export function RevenueChart({ days }: { days: Days }) {
  const titleId = useId();
  const { bars, width, top } = chartBars(days);
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const middle = days[Math.floor((days.length - 1) / 2)];
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          Выручка за 30 дней
        </h3>
        <p className={styles.total}>{formatPrice(total)}</p>
      </div>
      <div className={styles.plot}>
        <div className={styles.scale} aria-hidden="true">
          <span>{formatPrice(top)}</span>
          <span>{formatPrice(top / 2)}</span>
          <span>0</span>
        </div>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Выручка по дням за 30 дней, всего ${formatPrice(total)}`}
        >
          <line className={styles.grid} x1="0" x2={width} y1="0.5" y2="0.5" />
          <line className={styles.grid} x1="0" x2={width} y1={CHART_HEIGHT / 2} y2={CHART_HEIGHT / 2} />
          <line className={styles.base} x1="0" x2={width} y1={CHART_HEIGHT} y2={CHART_HEIGHT} />
          {bars.map((bar, index) => (
            <rect
              key={bar.date}
              className={`${styles.bar} ${bar.revenue === 0 ? styles.empty : ''} ${
                index === bars.length - 1 ? styles.today : ''
              }`}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              data-date={bar.date}
            >
              <title>{barTitle(bar)}</title>
            </rect>
          ))}
        </svg>
        <div className={styles.days} aria-hidden="true">
          <span>{days[0] ? shortDay(days[0].date) : ''}</span>
          <span>{middle && days.length > 2 ? shortDay(middle.date) : ''}</span>
          <span>{days.length > 1 ? 'сегодня' : ''}</span>
        </div>
      </div>
      <table className="visually-hidden">
        <caption>Выручка по дням</caption>
        <thead>
          <tr>
            <th scope="col">День</th>
            <th scope="col">Выручка</th>
            <th scope="col">Заказы</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{longDay(day.date)}</th>
              <td>{formatPrice(day.revenue)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

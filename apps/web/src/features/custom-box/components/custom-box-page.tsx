import { AppLink } from '../../../components/app-link.tsx';
import { buttonClassName } from '../../../components/button.tsx';
import { Page, pageStyles } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import styles from './custom-box-page.module.css';

const sizes = [
  { count: 4, name: 'Бокс mini', text: 'Попробовать новые вкусы или порадовать себя после тренировки.' },
  { count: 8, name: 'Бокс на 8', text: 'Запас на неделю: батончики и брауни в одной коробке.' },
  { count: 12, name: 'Бокс fancy', text: 'Большой подарок для команды, друзей или всей семьи.' },
] as const;

function BoxArt({ count }: { count: number }) {
  const cells = Array.from({ length: count }, (_, index) => index);
  const columns = 4;
  const rows = Math.ceil(count / columns);
  return (
    <svg className={styles.box} viewBox={`0 0 120 ${rows * 26 + 14}`} aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="116" height={rows * 26 + 10} rx="12" fill="var(--color-cocoa)" />
      {cells.map((index) => (
        <circle
          key={index}
          cx={20 + (index % columns) * 27}
          cy={20 + Math.floor(index / columns) * 26}
          r="10"
          fill={
            index % 3 === 0
              ? 'var(--color-caramel)'
              : index % 3 === 1
                ? 'var(--color-peach)'
                : 'var(--color-pistachio)'
          }
        />
      ))}
    </svg>
  );
}

export default function CustomBoxPage() {
  return (
    <Page title="Собери свой бокс">
      <PageHeader
        title="Собери свой бокс"
        lead="Выберите размер — 4, 8 или 12 штук — и сложите в коробку любимые вкусы: по 4 в каждом ряду."
      />
      <ul className={styles.sizes}>
        {sizes.map((size) => (
          <li key={size.count} className={styles.size}>
            <BoxArt count={size.count} />
            <span className={styles.count}>{size.count}</span>
            <h2 className={styles.name}>{size.name}</h2>
            <p className={styles.text}>{size.text}</p>
          </li>
        ))}
      </ul>
      <p className={pageStyles.note}>
        Конструктор бокса откроется здесь совсем скоро. А пока загляните в готовые боксы — мы уже собрали
        самые любимые сочетания.
      </p>
      <p className={styles.actions}>
        <AppLink
          className={buttonClassName({ variant: 'primary', width: 'phone' })}
          to="/catalog?category=regular&subcategory=Ready_box"
        >
          Готовые боксы
        </AppLink>
      </p>
    </Page>
  );
}

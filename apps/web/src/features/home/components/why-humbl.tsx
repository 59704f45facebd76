import styles from './why-humbl.module.css';

const iconProps = {
  viewBox: '0 0 36 36',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const reasons = [
  {
    title: 'Много белка',
    text: 'Белок в каждом батончике и брауни: сладкое, после которого сыт, а не голоден.',
    icon: (
      <svg {...iconProps}>
        <rect x="4" y="14" width="5" height="8" rx="1.5" />
        <rect x="27" y="14" width="5" height="8" rx="1.5" />
        <rect x="9" y="11" width="4" height="14" rx="1.5" />
        <rect x="23" y="11" width="4" height="14" rx="1.5" />
        <path d="M13 18h10" />
      </svg>
    ),
  },
  {
    title: 'Без добавленного сахара',
    text: 'Сладкий вкус без ложки лишнего сахара — только то, что уже есть в самих ингредиентах.',
    icon: (
      <svg {...iconProps}>
        <path d="M9 13 18 8l9 5v10l-9 5-9-5Z" />
        <path d="m9 13 9 5 9-5M18 18v10" />
        <path d="M5 31 31 5" />
      </svg>
    ),
  },
  {
    title: 'Печём в нашем городе',
    text: 'Своя пекарня и три магазина рядом с домом: всё свежее, а заказ можно забрать уже сегодня.',
    icon: (
      <svg {...iconProps}>
        <path d="M5 16 18 6l13 10" />
        <path d="M8 14v15h20V14" />
        <path d="M18 25s-5-3-5-6.5a2.7 2.7 0 0 1 5-1.4 2.7 2.7 0 0 1 5 1.4C23 22 18 25 18 25Z" />
      </svg>
    ),
  },
];

export function WhyHumbl() {
  return (
    <div className={styles.panel}>
      <div>
        <h2 id="why-humbl" className={styles.title}>
          Почему humbl
        </h2>
        <p className={styles.lead}>Мы делаем десерты, которые хочется есть каждый день — и можно.</p>
      </div>
      <ul className={styles.items}>
        {reasons.map((reason) => (
          <li key={reason.title} className={styles.item}>
            <span className={styles.icon}>{reason.icon}</span>
            <h3 className={styles.itemTitle}>{reason.title}</h3>
            <p className={styles.itemText}>{reason.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

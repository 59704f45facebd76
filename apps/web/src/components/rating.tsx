import { RATING_MAX, ratingStars, type StarFill } from '@shop/shared/rules/rating';
import { formatRating } from '@/lib/format.ts';
import styles from './rating.module.css';

const starPath = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

function Star({ fill }: { fill: StarFill }) {
  return (
    <span className={`${styles.star} ${styles[fill]}`}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={starPath} />
      </svg>
      {fill === 'half' ? (
        <svg
          className={styles.halfFill}
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path d={starPath} />
        </svg>
      ) : null}
    </span>
  );
}

/** Five stars with half steps and the value ('4,9'); read out as 'Рейтинг 4,9 из 5'. */
export function Rating({
  value,
  size = 'small',
  className,
}: {
  value: number;
  size?: 'small' | 'large';
  className?: string | undefined;
}) {
  const text = formatRating(value);
  const classes = [styles.rating, size === 'large' ? styles.large : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} role="img" aria-label={`Рейтинг ${text} из ${RATING_MAX}`}>
      <span className={styles.stars}>
        {ratingStars(value).map((fill, index) => (
          <Star key={index} fill={fill} />
        ))}
      </span>
      <span className={styles.value}>{text}</span>
    </span>
  );
}

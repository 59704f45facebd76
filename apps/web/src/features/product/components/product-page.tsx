import { ReviewVideoStrip } from '@/features/review-videos';
import { CardPage } from './card-page.tsx';
import styles from './product-details.module.css';

// Merch and gift cards live on /merch/{id}, but a link that lands here still shows them.
const anyKind = () => true;

export default function ProductPage() {
  return (
    <CardPage
      base="/catalog"
      accepts={anyKind}
      between={
        <div className={styles.section}>
          <ReviewVideoStrip />
        </div>
      }
    />
  );
}

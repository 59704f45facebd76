import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Page, pageStyles } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCartStore } from '../../cart/model/cart-store.ts';
import { cartStrings } from '../../cart/model/strings.ts';

export default function CheckoutPage() {
  const navigate = useNavigate();
  const empty = useCartStore((state) => state.items.length === 0);
  return (
    <Page title="Оформление заказа">
      <PageHeader
        title="Оформление заказа"
        crumbLabel="Оформление заказа"
        lead="Контакты, способ получения — самовывоз из магазина или доставка — и оплата на одной странице."
      />
      {empty ? (
        <div className={pageStyles.note}>
          <p>{cartStrings.empty}</p>
          <p className={pageStyles.noteAction}>
            <Button variant="primary" onClick={() => void navigate('/catalog')}>
              {cartStrings.toCatalog}
            </Button>
          </p>
        </div>
      ) : (
        <p className={pageStyles.note}>Форма оформления заказа появится здесь совсем скоро.</p>
      )}
    </Page>
  );
}

import { MARKETPLACES_MAX, type DeliverySettings } from '@shop/shared/content/delivery-settings';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { TextField } from '@/components/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import {
  deliveryLoadFailed,
  deliveryUpdateFailed,
  updateDelivery,
  useAdminDelivery,
} from './api/delivery-settings-admin.ts';
import { FormNote, type Note } from '../kit/form-note.tsx';
import { LoadedPanel } from '../kit/loaded-panel.tsx';
import panel from '../kit/panel.module.css';
import {
  deliveryChanges,
  deliveryProblems,
  deliveryValuesOf,
  type DeliveryProblems,
  type DeliveryValues,
} from './model/delivery-form.ts';
import styles from './content-section.module.css';

/**
 * 'Зона доставки и маркетплейсы': where the courier goes (the zone as shoppers read it, the names an address
 * must contain) and the marketplaces product pages send the rest of the country to
 * (docs/product/checkout-and-orders.md#delivery-zone).
 */
export function DeliveryZonePanel({ id }: { id: string }) {
  return (
    <LoadedPanel
      id={id}
      title="Зона доставки и маркетплейсы"
      lead="Куда возит курьер (адрес вне зоны при оформлении заказа не примут) и где купить с доставкой по всей России."
      query={useAdminDelivery()}
      loadFailed={deliveryLoadFailed}
    >
      {(settings) => <DeliveryForm saved={settings} />}
    </LoadedPanel>
  );
}

function DeliveryForm({ saved: initial }: { saved: DeliverySettings }) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<DeliveryValues>(() => deliveryValuesOf(initial));
  const [problems, setProblems] = useState<DeliveryProblems>({});
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  const change = (next: Partial<DeliveryValues>, cleared: string[]) => {
    setValues((current) => ({ ...current, ...next }));
    setProblems((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !cleared.includes(field))),
    );
    setNote(null);
  };
  const editMarket = (row: number, part: 'name' | 'url', value: string) =>
    change(
      {
        marketplaces: values.marketplaces.map((market, index) =>
          index === row ? { ...market, [part]: value } : market,
        ),
      },
      [`market-${row}-${part}`, 'marketplaces'],
    );
  const removeMarket = (row: number) =>
    change(
      { marketplaces: values.marketplaces.filter((_, index) => index !== row) },
      Object.keys(problems).filter((field) => field.startsWith('market')),
    );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const changes = deliveryChanges(saved, values);
    const found = deliveryProblems(changes);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(changes).length === 0) {
      setNote({ text: 'Изменений нет — всё уже сохранено', tone: 'info' });
      return;
    }
    setSaving(true);
    setNote(null);
    try {
      const answer = await updateDelivery(changes);
      setSaved(answer);
      setValues(deliveryValuesOf(answer));
      setNote({ text: 'Зона доставки и маркетплейсы сохранены', tone: 'success' });
    } catch (error) {
      setNote({ text: errorMessage(error, deliveryUpdateFailed), tone: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-busy={saving}>
      <fieldset className={panel.fields} disabled={saving}>
        <legend className="visually-hidden">Курьер</legend>
        <TextField
          name="courier_area"
          label="Зона доставки курьером"
          hint="Так её увидят покупатели: «Курьер доставляет в пределах зоны: …»"
          autoComplete="off"
          value={values.area}
          error={problems.area}
          onChange={(event) => change({ area: event.target.value }, ['area'])}
        />
        <TextField
          name="courier_places"
          label="Названия в адресе"
          hint="Через запятую: адрес курьерского заказа должен содержать одно из них"
          autoComplete="off"
          value={values.places}
          error={problems.places}
          onChange={(event) => change({ places: event.target.value }, ['places'])}
        />
      </fieldset>
      <fieldset className={styles.markets} disabled={saving}>
        <legend className={panel.subTitle}>Маркетплейсы</legend>
        <p className={panel.lead}>
          Ссылки в строке «По всей России» на странице товара. Без ссылок этой строки нет.
        </p>
        {values.marketplaces.map((market, row) => (
          <fieldset key={row} className={styles.market}>
            <legend className="visually-hidden">Маркетплейс {row + 1}</legend>
            <TextField
              label="Название"
              autoComplete="off"
              value={market.name}
              error={problems[`market-${row}-name`]}
              onChange={(event) => editMarket(row, 'name', event.target.value)}
            />
            <TextField
              label="Ссылка"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://…"
              value={market.url}
              error={problems[`market-${row}-url`]}
              onChange={(event) => editMarket(row, 'url', event.target.value)}
            />
            <Button
              variant="secondary"
              className={styles.marketRemove}
              aria-label={`Убрать маркетплейс ${market.name.trim() || row + 1}`}
              onClick={() => removeMarket(row)}
            >
              Убрать
            </Button>
          </fieldset>
        ))}
        <p className={panel.note} role="status">
          {problems.marketplaces ?? ''}
        </p>
        <Button
          variant="secondary"
          className={styles.marketAdd}
          disabled={values.marketplaces.length >= MARKETPLACES_MAX}
          onClick={() => change({ marketplaces: [...values.marketplaces, { name: '', url: '' }] }, [])}
        >
          Добавить маркетплейс
        </Button>
      </fieldset>
      <div className={panel.actions}>
        <FormNote note={note} />
        <Button type="submit" variant="primary" width="phone" disabled={saving}>
          {saving ? 'Сохраняем…' : 'Сохранить доставку'}
        </Button>
      </div>
    </form>
  );
}

import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, labelOfUnknownSegment } from './breadcrumbs.ts';

const labels = (path: string, lastLabel?: string) =>
  buildBreadcrumbs(path, lastLabel ? { lastLabel } : {}).map((c) => c.label);

describe('buildBreadcrumbs', () => {
  it('is only the home crumb on the main page', () => {
    expect(buildBreadcrumbs('/')).toEqual([{ label: 'Главная', path: '/' }]);
    expect(buildBreadcrumbs('')).toHaveLength(1);
  });

  it('labels known segments and links each crumb to its prefix', () => {
    expect(buildBreadcrumbs('/catalog/customBox')).toEqual([
      { label: 'Главная', path: '/' },
      { label: 'Каталог', path: '/catalog' },
      { label: 'Собери свой бокс', path: '/catalog/customBox' },
    ]);
    expect(labels('/personalAccount/orders')).toEqual(['Главная', 'Мой профиль', 'Заказы']);
    expect(labels('/personalAccount/cardLoyal')).toEqual(['Главная', 'Мой профиль', 'Карта лояльности']);
    expect(labels('/contacts')).toEqual(['Главная', 'Контакты']);
    expect(labels('/merch')).toEqual(['Главная', 'Мерч']);
  });

  it('ends the support index with Доставка and names the support pages', () => {
    expect(labels('/support')).toEqual(['Главная', 'Поддержка', 'Доставка']);
    expect(labels('/support/pay')).toEqual(['Главная', 'Поддержка', 'Оплата']);
    expect(labels('/support/back')).toEqual(['Главная', 'Поддержка', 'Возврат']);
    expect(labels('/support/sert')).toEqual(['Главная', 'Поддержка', 'Сертификация']);
  });

  it('decodes unknown segments and turns dashes into spaces', () => {
    expect(
      labels(
        '/catalog/%D0%B1%D0%B0%D1%82%D0%BE%D0%BD%D1%87%D0%B8%D0%BA-%D1%81-%D0%BE%D1%80%D0%B5%D1%85%D0%BE%D0%BC',
      ),
    ).toEqual(['Главная', 'Каталог', 'батончик с орехом']);
    expect(labels('/some-page/')).toEqual(['Главная', 'some page']);
    expect(labelOfUnknownSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('can rename the last crumb, never the home crumb', () => {
    expect(labels('/catalog/12', 'Батончик «Шоколад»')).toEqual(['Главная', 'Каталог', 'Батончик «Шоколад»']);
    expect(labels('/', 'Другое')).toEqual(['Главная']);
  });
});

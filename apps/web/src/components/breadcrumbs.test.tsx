import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs.tsx';

function renderAt(path: string, lastLabel?: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Breadcrumbs lastLabel={lastLabel} />
    </MemoryRouter>,
  );
}

const crumbTexts = () =>
  within(screen.getByRole('navigation', { name: 'Хлебные крошки' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Breadcrumbs', () => {
  it('renders nothing on the main page', () => {
    const { container } = renderAt('/');
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('labels the trail of nested pages and links every crumb but the current one', () => {
    renderAt('/personalAccount/cardLoyal');
    expect(crumbTexts()).toEqual(['Главная', 'Мой профиль', 'Карта лояльности']);
    expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Мой профиль' })).toHaveAttribute('href', '/personalAccount');
    expect(screen.queryByRole('link', { name: 'Карта лояльности' })).not.toBeInTheDocument();
    expect(screen.getByText('Карта лояльности')).toHaveAttribute('aria-current', 'page');
  });

  it('ends the support index with Доставка and names the custom box builder', () => {
    const support = renderAt('/support');
    expect(crumbTexts()).toEqual(['Главная', 'Поддержка', 'Доставка']);
    support.unmount();
    renderAt('/catalog/customBox');
    expect(crumbTexts()).toEqual(['Главная', 'Каталог', 'Собери свой бокс']);
  });

  it('decodes unknown segments, turning dashes into spaces, unless the page names itself', () => {
    const merch = renderAt('/merch/%D1%84%D1%83%D1%82%D0%B1%D0%BE%D0%BB%D0%BA%D0%B0-humbl');
    expect(crumbTexts()).toEqual(['Главная', 'Мерч', 'футболка humbl']);
    merch.unmount();
    renderAt('/catalog/7', 'Батончик «Солёная карамель»');
    expect(crumbTexts()).toEqual(['Главная', 'Каталог', 'Батончик «Солёная карамель»']);
  });
});

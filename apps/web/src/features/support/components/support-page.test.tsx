import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub.ts';
import SupportPage from './support-page.tsx';

function renderCertificates() {
  stubFetch({
    'GET /api/admin/support_certificates/public': {
      body: { quality_standards: 'Производство сертифицировано.', certificates_info: '', updated_at: '' },
    },
  });
  const router = createMemoryRouter([{ path: '/support/sert', element: <SupportPage section="sert" /> }], {
    initialEntries: ['/support/sert'],
  });
  render(<RouterProvider router={router} />);
}

describe('certificates page', () => {
  it('shows the two certificate cards linking to the documents the shop serves', () => {
    renderCertificates();
    const cards = within(screen.getByRole('list', { name: 'Сертификаты' })).getAllByRole('link');
    expect(cards.map((card) => [card.textContent, card.getAttribute('href')])).toEqual([
      ['ISO 9001Система менеджмента качестваОткрыть сертификат', '/static/docs/iso-9001.svg'],
      [
        'ISO 22000Система менеджмента безопасности пищевой продукцииОткрыть сертификат',
        '/static/docs/iso-22000.svg',
      ],
    ]);
  });

  it('opens a document in a new tab 500 ms after the click, pressed meanwhile', () => {
    renderCertificates();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const card = screen.getByRole('link', { name: /ISO 22000/ });

    fireEvent.click(card);
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).toHaveTextContent('Открываем…');
    // A second click while it opens does not open it twice.
    fireEvent.click(card);
    act(() => vi.advanceTimersByTime(499));
    expect(open).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('/static/docs/iso-22000.svg', '_blank', 'noopener');
    expect(card).not.toHaveAttribute('aria-busy');
    expect(card).toHaveTextContent('Открыть сертификат');
  });

  it('leaves a Ctrl-click to the browser', () => {
    renderCertificates();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const card = screen.getByRole('link', { name: /ISO 9001/ });
    const notPrevented = fireEvent.click(card, { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(card).not.toHaveAttribute('aria-busy');
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchFilters } from './search-filters.tsx';

interface Filters {
  q: string;
  purpose: string;
}

const labels = { form: 'Фильтры', search: 'Поиск', placeholder: '' };

/**
 * The section keeps its filters in the address, which changes after the call (a navigation): here the
 * filters passed in never change, the slowest address possible.
 */
function renderFilters(onChange: (next: Filters) => void) {
  render(
    <SearchFilters<Filters>
      filters={{ q: '', purpose: '' }}
      onChange={onChange}
      className={undefined}
      searchClassName={undefined}
      labels={labels}
      maxLength={100}
    >
      {(set) => (
        <button type="button" onClick={() => set({ purpose: 'sign_in' })}>
          Вход
        </button>
      )}
    </SearchFilters>,
  );
}

describe('admin search filters', () => {
  it('sends the search once typing pauses', async () => {
    const onChange = vi.fn();
    renderFilters(onChange);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'admin');
    expect(onChange).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(onChange).toHaveBeenLastCalledWith({ q: 'admin', purpose: '' });
  });

  it('a filter chosen before the pause ends sends the search with it, and the pause sends nothing over it', async () => {
    const onChange = vi.fn();
    renderFilters(onChange);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Вход' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(onChange.mock.calls).toEqual([[{ q: 'admin', purpose: 'sign_in' }]]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithBrand } from '../../test/render';
import { DataTable, type DataColumn } from './data-table';
import { PHONE_QUERY } from '../use-is-phone';

type Terminal = { id: number; name: string; volume: number };
const rows: Terminal[] = [
  { id: 1, name: 'Hamburg', volume: 30 },
  { id: 2, name: 'Ärzen', volume: 5 },
  { id: 3, name: 'Bremen', volume: 12 },
];
const columns: DataColumn<Terminal>[] = [
  { id: 'name', header: 'Tanklager', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'volume', header: 'Menge', cell: (r) => String(r.volume), sortValue: (r) => r.volume, align: 'right' },
  { id: 'note', header: 'Notiz', cell: () => '–' },
];
const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('keeps the given order, then sorts by a header button with aria-sort (German collation, then back)', async () => {
    await renderWithBrand(<DataTable data={rows} columns={columns} getRowId={(r) => String(r.id)} />);
    const header = screen.getByRole('columnheader', { name: 'Tanklager' });
    expect(firstColumn()).toEqual(['Hamburg', 'Ärzen', 'Bremen']);
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Notiz' }).getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['Ärzen', 'Bremen', 'Hamburg']);

    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['Hamburg', 'Bremen', 'Ärzen']);

    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(firstColumn()).toEqual(['Hamburg', 'Ärzen', 'Bremen']);
  });

  it('sorts numbers as numbers', async () => {
    await renderWithBrand(<DataTable data={rows} columns={columns} getRowId={(r) => String(r.id)} />);
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Menge' })).getByRole('button'));
    expect(firstColumn()).toEqual(['Ärzen', 'Bremen', 'Hamburg']);
  });

  it('hands a server-sorted list the new sorting instead of reordering the page', async () => {
    const asked: unknown[] = [];
    await renderWithBrand(
      <DataTable
        data={rows}
        columns={columns.map((c) => ({ ...c, sortValue: undefined, sortable: c.id !== 'note' }))}
        getRowId={(r) => String(r.id)}
        serverSorting={{ sorting: [{ id: 'volume', desc: true }], onSortingChange: (s) => asked.push(s) }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Menge' }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Tanklager' })).getByRole('button'));
    expect(asked).toEqual([[{ id: 'name', desc: false }]]);
    expect(firstColumn()).toEqual(['Hamburg', 'Ärzen', 'Bremen']);
  });

  it('hides a column from the "Spalten" menu', async () => {
    await renderWithBrand(<DataTable data={rows} columns={columns} getRowId={(r) => String(r.id)} columnMenu />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Spalten' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Menge' }));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tanklager', 'Notiz']);
    expect(screen.getAllByRole('row')[1]!.querySelectorAll('td')).toHaveLength(2);
  });

  it('shows the empty text in one cell spanning the columns, and a loading state', async () => {
    await renderWithBrand(
      <DataTable data={[]} columns={columns} getRowId={(r) => String(r.id)} emptyText="Keine Einträge" />,
    );
    const cell = screen.getByText('Keine Einträge').closest('td')!;
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(screen.queryAllByTestId('data-table-loading')).toHaveLength(0);
  });

  it('shows placeholder rows instead of the empty text while loading', async () => {
    await renderWithBrand(
      <DataTable data={[]} columns={columns} getRowId={(r) => String(r.id)} emptyText="Keine Einträge" loading />,
    );
    expect(screen.queryByText('Keine Einträge')).toBeNull();
    expect(screen.getAllByTestId('data-table-loading').length).toBeGreaterThan(0);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  describe('on a phone (below sm)', () => {
    const realMatchMedia = window.matchMedia;
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });
    const phone = () => {
      // jsdom has no scrollIntoView (the select scrolls to its selected option).
      Element.prototype.scrollIntoView ??= () => {};
      window.matchMedia = vi.fn((query: string) => ({ ...realMatchMedia(query), matches: query === PHONE_QUERY }));
    };
    const cardNames = () =>
      screen
        .getAllByRole('listitem')
        .map((card) => card.querySelector('[data-column="name"] > :last-child')!.textContent);

    it('draws one card per row from the same columns: title on top, label and value per column', async () => {
      phone();
      await renderWithBrand(
        <DataTable
          data={rows}
          columns={columns.map((c) => (c.id === 'name' ? { ...c, card: 'title' as const } : c))}
          getRowId={(r) => String(r.id)}
        />,
      );
      expect(screen.queryByRole('table')).toBeNull();
      const cards = screen.getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      expect(within(cards[0]!).getByText('Hamburg')).toBeTruthy();
      expect(within(cards[0]!).getByText('Menge')).toBeTruthy();
      expect(within(cards[0]!).getByText('30')).toBeTruthy();
      expect(within(cards[0]!).queryByText('Tanklager')).toBeNull();
    });

    it('sorts the cards with the "Sortieren nach" select', async () => {
      phone();
      await renderWithBrand(<DataTable data={rows} columns={columns} getRowId={(r) => String(r.id)} />);
      expect(cardNames()).toEqual(['Hamburg', 'Ärzen', 'Bremen']);
      fireEvent.click(screen.getByRole('combobox', { name: 'Sortieren nach' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Menge absteigend' }));
      expect(cardNames()).toEqual(['Hamburg', 'Bremen', 'Ärzen']);
    });
  });
});

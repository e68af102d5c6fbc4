import { createContext, useContext } from 'react';
import { useIsPhone } from '../use-is-phone';

/** How a DataTable draws its rows: a table, or one card per row on a phone (below Mantine's `sm`). */
export type DataTableLayout = 'table' | 'cards';

/** Cards below `sm`: a table that wide would scroll sideways on a phone. */
export const useDataTableLayout = (): DataTableLayout => (useIsPhone() ? 'cards' : 'table');

export const DataTableLayoutContext = createContext<DataTableLayout>('table');

/** The layout the calling cell is drawn in, e.g. to size a field and button for a thumb on a card. */
export const useCellLayout = (): DataTableLayout => useContext(DataTableLayoutContext);

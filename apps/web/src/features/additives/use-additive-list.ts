import { useState } from 'react';
import type { AdditiveOfferSortField } from '@fuel/domain/contracts/additives';
import type { ServerSorting } from '../../ui/data-table/data-table';
import {
  changeAdditiveFilters,
  changeAdditiveSort,
  INITIAL_ADDITIVE_LIST,
  type AdditiveListFilters,
  type AdditiveListState,
} from './additive-list-state';

/** The paging, filters and sorting of an additive offer list as page state, with the table's server sorting. */
export function useAdditiveListState() {
  const [state, setState] = useState<AdditiveListState>(INITIAL_ADDITIVE_LIST);
  const sorting: ServerSorting = {
    sorting: state.sort ? [{ id: state.sort.by, desc: state.sort.desc }] : [],
    onSortingChange: (next) =>
      setState((s) =>
        changeAdditiveSort(s, next[0] ? { by: next[0].id as AdditiveOfferSortField, desc: next[0].desc } : null),
      ),
  };
  return {
    state,
    sorting,
    onFilters: (patch: Partial<AdditiveListFilters>) => setState((s) => changeAdditiveFilters(s, patch)),
    onPage: (pageNumber: number) => setState((s) => ({ ...s, pageNumber })),
  };
}

import type { CsvRowAction } from '@fuel/domain/csv/csv-file';

/** Badge colour per row action, shared by the preview's counts and its table. */
export const ACTION_COLOR: Record<CsvRowAction, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  unchanged: 'gray',
};
export const ACTIONS: CsvRowAction[] = ['create', 'update', 'delete', 'unchanged'];

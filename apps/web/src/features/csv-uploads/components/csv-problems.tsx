import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CsvProblem } from '@fuel/domain/csv/csv-file';

/** Problems as a list: "Zeile 4 · Preis: reason" (the row left out where the table shows it). */
export function CsvProblems({ problems, withRow = true }: { problems: CsvProblem[]; withRow?: boolean }) {
  const { t } = useTranslation();
  return (
    <List size="sm" spacing={2} data-testid="csv-problems">
      {problems.map((p, i) => {
        const where = [withRow && p.row > 0 ? `${t('csvUploads.columns.row')} ${p.row}` : null, p.column]
          .filter(Boolean)
          .join(' · ');
        return (
          <List.Item key={i}>
            <Text size="sm" span fw={600}>
              {where ? `${where}: ` : ''}
            </Text>
            <Text size="sm" span>
              {p.message}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

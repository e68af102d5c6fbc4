import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type Props = {
  /** What the row is, for the buttons' accessible names ("Bearbeiten: Heizöl EL …"). */
  name: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** data-testid of the buttons: `${testId}-edit-${id}` and `${testId}-delete-${id}`. */
  testId: string;
  id: number | string;
};

/** The edit and delete icons at the end of a list row. */
export function EditDeleteActions({ name, editLabel, deleteLabel, onEdit, onDelete, testId, id }: Props) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={editLabel}>
        <ActionIcon variant="subtle" aria-label={`${editLabel}: ${name}`} onClick={onEdit} data-testid={`${testId}-edit-${id}`}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteLabel}>
        <ActionIcon variant="subtle" color="red" aria-label={`${deleteLabel}: ${name}`} onClick={onDelete} data-testid={`${testId}-delete-${id}`}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

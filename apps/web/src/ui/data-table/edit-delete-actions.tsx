import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type Props = {
  /** What the row is, for the buttons' accessible names ("Bearbeiten: Heizöl EL …"); without it the labels alone. */
  name?: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  editTestId: string;
  deleteTestId: string;
};

/** The edit and delete icons at the end of a list row. */
export function EditDeleteActions({ name, editLabel, deleteLabel, onEdit, onDelete, editTestId, deleteTestId }: Props) {
  const named = (label: string) => (name ? `${label}: ${name}` : label);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={editLabel}>
        <ActionIcon variant="subtle" aria-label={named(editLabel)} onClick={onEdit} data-testid={editTestId}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteLabel}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={named(deleteLabel)}
          onClick={onDelete}
          data-testid={deleteTestId}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

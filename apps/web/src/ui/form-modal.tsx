import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';

/** What a create/edit modal shows: nothing (closed), a new item, or the item being edited. */
export type FormTarget<T> = null | 'new' | T;

type Props<T> = {
  target: FormTarget<T>;
  onClose: () => void;
  titles: { create: string; edit: string };
  /** A stable key of the edited item, so switching items starts a fresh form. */
  keyOf: (item: T) => string | number;
  size?: ModalProps['size'];
  /** The form, given the item being edited (null for a new one). */
  children: (editing: T | null) => ReactNode;
};

/** The modal around a create or edit form; a click outside does not throw typed input away. */
export function FormModal<T>({ target, onClose, titles, keyOf, size = 'lg', children }: Props<T>) {
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size={size}
      title={editing ? titles.edit : titles.create}
      closeOnClickOutside={false}
    >
      {target !== null && <div key={editing ? keyOf(editing) : 'new'}>{children(editing)}</div>}
    </Modal>
  );
}

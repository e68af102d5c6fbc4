import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failed action or load, with the German message the server or the app gives. */
export function ErrorAlert({ title, message, children }: { title?: string; message: ReactNode; children?: ReactNode }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle size={18} />} role="alert">
      {message}
      {children}
    </Alert>
  );
}

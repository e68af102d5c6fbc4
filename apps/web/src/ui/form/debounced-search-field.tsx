import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

type Props = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (q: string) => void;
  'data-testid'?: string;
};

/**
 * A list's search: it applies a moment after typing stops, so each keystroke does not ask the server.
 * Only a settled change of the text applies; a reset from outside (value) sets the text itself.
 */
export function DebouncedSearchField({ label, placeholder, value, onChange, ...rest }: Props) {
  const [text, setText] = useState(value);
  const [settled] = useDebouncedValue(text, 400);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (settled !== value) onChange(settled);
  }, [settled]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      data-testid={rest['data-testid']}
    />
  );
}

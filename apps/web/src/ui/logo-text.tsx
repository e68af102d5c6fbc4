import { Text, type TextProps } from '@mantine/core';

/** The brand's word mark (brands have no image logo yet: the configured logo text in the primary colour). */
export function LogoText({ text, size = 'xl', ...props }: { text: string } & TextProps) {
  return (
    <Text component="span" fw={800} size={size} c="var(--mantine-primary-color-filled)" lts={-0.3} {...props}>
      {text}
    </Text>
  );
}

import { List, ThemeIcon, Text } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { checkPassword, PASSWORD_RULES_TEXT, type PasswordProblem } from '@fuel/domain/validation/password';

/** The problem each line of PASSWORD_RULES_TEXT stands for, in the same order. */
const RULE_PROBLEMS: readonly PasswordProblem[] = [
  'TOO_SHORT',
  'NO_LOWERCASE',
  'NO_UPPERCASE',
  'NO_DIGIT_OR_SPECIAL',
  'MISMATCH',
];

/** The password policy (spec section 5), each rule ticked off while the person types. */
export function PasswordRules({ password, repeat }: { password: string; repeat: string }) {
  const { t } = useTranslation();
  const problems = checkPassword(password, repeat);
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id="password-rules">
        {t('passwordReset.rules')}
      </Text>
      <List size="sm" spacing={2} center aria-labelledby="password-rules">
        {PASSWORD_RULES_TEXT.map((rule, index) => {
          const met = password !== '' && !problems.includes(RULE_PROBLEMS[index]);
          return (
            <List.Item
              key={rule}
              c={met ? 'teal.8' : 'dimmed'}
              icon={
                <ThemeIcon size={18} radius="xl" variant={met ? 'filled' : 'light'} color={met ? 'teal' : 'gray'}>
                  {met ? <IconCheck size={12} /> : <IconPoint size={12} />}
                </ThemeIcon>
              }
            >
              {rule}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}

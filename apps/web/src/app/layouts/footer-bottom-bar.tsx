import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRANDS } from '@fuel/domain/brands/brands';
import { useBrand } from '../../brands/brand-context';
import { LogoText } from '../../ui/logo-text';
import { LocaleSwitch } from '../locale-switch';

/** The platform the other brands run on (spec section 1: their footer says "Powered by"). */
const PLATFORM_NAME = BRANDS.A.theme.logoText;

/** The footer's last line: copyright, locale switch and, for other brands, "Powered by". */
export function FooterBottomBar() {
  const brand = useBrand();
  const { t } = useTranslation();
  return (
    <Group
      justify="space-between"
      mt="lg"
      pt="md"
      gap="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} {brand.companyName}
      </Text>
      <Group gap="md">
        <LocaleSwitch />
        {brand.poweredBy && (
          <Text size="xs" c="dimmed" data-testid="powered-by">
            {t('footer.poweredBy')} <LogoText text={PLATFORM_NAME} size="xs" c="dark.4" />
          </Text>
        )}
      </Group>
    </Group>
  );
}

import { Checkbox, Fieldset, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Region } from '@fuel/domain/contracts/metadata';
import { regionState, toggleRegion, toggleTerminal } from '../favourite-places';

type Props = { regions: Region[]; value: number[]; onChange: (terminalIds: number[]) => void; error?: string };

/** Wizard step 2: one box per region (ticks all its terminals; half-ticked when some), its terminals inside. */
export function RegionTerminalPicker({ regions, value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="favourite-places">
      {regions
        .filter((region) => region.terminals.length > 0)
        .map((region) => {
          const state = regionState(region, value);
          const chosen = region.terminals.filter((terminal) => value.includes(terminal.id)).length;
          return (
            <Fieldset
              key={region.id}
              legend={
                <Checkbox
                  label={t('favourites.wizard.regionAll', { region: region.name })}
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  onChange={() => onChange(toggleRegion(region, value, regions))}
                  data-testid={`favourite-region-${region.id}`}
                />
              }
              variant="filled"
              p="sm"
            >
              <Text size="xs" c="dimmed" mb="xs">
                {t('favourites.wizard.terminalsChosen', { count: chosen, total: region.terminals.length })}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {region.terminals.map((terminal) => (
                  <Checkbox
                    key={terminal.id}
                    label={terminal.name}
                    description={terminal.city}
                    checked={value.includes(terminal.id)}
                    onChange={() => onChange(toggleTerminal(terminal.id, value, regions))}
                    data-testid={`favourite-terminal-${terminal.id}`}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          );
        })}
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}

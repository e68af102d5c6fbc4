import { Tabs } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RoutePlaceholder } from '../../ui/route-placeholder';

const PANELS = ['anleitung', 'faq', 'glossar', 'dokumente'] as const;

/** The help centre (/hilfe-center/:panel?/:tab?, full width): panels now, their content with a later issue. */
export default function HelpCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { panel } = useParams();
  return (
    <RoutePlaceholder>
      <Tabs value={panel ?? null} onChange={(value) => value && navigate(`/hilfe-center/${value}`)} mb="lg" aria-label={t('helpCenter.panels')}>
        <Tabs.List>
          {PANELS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`helpCenter.panel.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </RoutePlaceholder>
  );
}

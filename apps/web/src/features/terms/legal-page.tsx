import type { ReactNode } from 'react';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brands/brand-context';
import { useCurrentUser } from '../../lib/api/get-current-user';
import { LOGIN_PATH } from '../../lib/navigation/guards';
import { useCurrentRoute } from '../../lib/navigation/use-current-route';
import { PageHeader } from '../../ui/page-header';
import { TermsSummary } from './components/terms-summary';
import { TermsText } from './components/terms-text';

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** Impressum: the brand's company data (spec section 1), from the brand configuration. */
function Imprint() {
  const { t } = useTranslation();
  const { companyName, address, phone, email, register } = useBrand();
  return (
    <Stack gap="md" data-testid="legal-imprint">
      <Entry label={t('legal.operator')}>{companyName}</Entry>
      <Entry label={t('legal.address')}>
        {address.street}
        <br />
        {address.postCode} {address.city}
        <br />
        {address.country}
      </Entry>
      <Entry label={t('legal.contact')}>
        {t('legal.phone')}: <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>
        <br />
        {t('legal.email')}: <Anchor href={`mailto:${email}`}>{email}</Anchor>
      </Entry>
      <Entry label={t('legal.register')}>
        {register.court}
        <br />
        {t('legal.registerNumber')}: {register.number}
      </Entry>
      <Entry label={t('legal.vatId')}>{register.vatId}</Entry>
      <Entry label={t('legal.managingDirectors')}>{register.managingDirectors}</Entry>
      <Text size="sm" c="dimmed">
        {t('legal.responsible', { managingDirectors: register.managingDirectors })}
      </Text>
    </Stack>
  );
}

/** Datenschutzerklärung: who is responsible (the brand's company) and how data is used. */
function Privacy() {
  const { t } = useTranslation();
  const { companyName, address, phone, email } = useBrand();
  const values = { company: companyName, ...address, email, phone, law: t('legal.privacyLaw') };
  const sections = t('legal.privacySections', { returnObjects: true, ...values });
  return (
    <Stack gap="md" data-testid="legal-privacy">
      {sections.map((section) => (
        <div key={section.title}>
          <Title order={2} size="h5">
            {section.title}
          </Title>
          <Text size="sm">{section.text}</Text>
        </div>
      ))}
    </Stack>
  );
}

/** The terms, read-only: summary, full text and the brand's company as operator. */
function Terms() {
  const { t } = useTranslation();
  const { companyName, address } = useBrand();
  return (
    <Stack gap="md" data-testid="legal-terms">
      <Text size="sm">{t('legal.termsOperator', { company: companyName, ...address })}</Text>
      <TermsSummary titleSize="h5" />
      <TermsText headingOrder={2} />
    </Stack>
  );
}

const DOCUMENTS = { imprint: Imprint, privacy: Privacy, termsText: Terms } as const;

/**
 * /impressum, /datenschutz, /agb-text: the legal pages, public (no login, decision 032), with the
 * brand's company data. The logged-in acceptance of the terms stays on /agb.
 */
export default function LegalPage() {
  const { t } = useTranslation();
  const id = useCurrentRoute()?.id;
  // Logged out there is no header: the way back to the login is on the page.
  const loggedIn = useCurrentUser() !== null;
  const key = id === 'privacy' || id === 'termsText' ? id : 'imprint';
  const Document = DOCUMENTS[key];
  return (
    <Stack maw={860} gap="lg">
      <PageHeader
        title={t(`pages.${key}.title`)}
        description={t(`pages.${key}.description`)}
        actions={
          !loggedIn && (
            <Button component={Link} to={LOGIN_PATH} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} data-testid="legal-to-login">
              {t('legal.toLogin')}
            </Button>
          )
        }
      />
      <Paper withBorder p="lg" radius="md">
        <Document />
      </Paper>
    </Stack>
  );
}

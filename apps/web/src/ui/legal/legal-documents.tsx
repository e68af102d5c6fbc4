import type { ReactNode } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brands/brand-context';
import { TermsSummary } from './terms-summary';
import { TermsText } from './terms-text';

// The legal documents from the brand configuration (decision 032): the public pages /impressum,
// /datenschutz and /agb-text and the help centre's "Dokumente" tabs show the same components.

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
export function ImprintDocument() {
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
export function PrivacyDocument() {
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
export function TermsDocument() {
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

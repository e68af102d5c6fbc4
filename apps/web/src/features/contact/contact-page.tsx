import { useState } from 'react';
import { Alert, Anchor, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brands/brand-context';
import { useCurrentUser } from '../../lib/api/get-current-user';
import { routeExists } from '../../lib/navigation/route-table';
import { PageHeader } from '../../ui/page-header';
import { useSendContactMessage } from './api/send-contact-message';
import { ContactForm } from './components/contact-form';

/** /kontakt (every logged-in user): a message to the platform's team by mail, and the brand's phone and address. */
export default function ContactPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const user = useCurrentUser();
  const send = useSendContactMessage();
  // The reply address of the last message sent; null while writing. A new key starts a fresh form.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  return (
    <Stack gap="md">
      <PageHeader title={t('pages.contact.title')} description={t('pages.contact.description')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            {sentTo !== null ? (
              <Stack gap="md" data-testid="contact-sent">
                <Alert
                  color="green"
                  icon={<IconCircleCheck size={18} aria-hidden />}
                  title={t('contact.sentTitle')}
                  role="status"
                >
                  {t('contact.sent', { replyTo: sentTo })}
                </Alert>
                <Button
                  variant="default"
                  onClick={() => {
                    setSentTo(null);
                    setRound(round + 1);
                  }}
                  data-testid="contact-another"
                >
                  {t('contact.another')}
                </Button>
              </Stack>
            ) : (
              <Stack gap="md">
                <Text size="sm">{t('contact.intro')}</Text>
                <ContactForm
                  key={round}
                  replyTo={user?.user.email ?? ''}
                  brandEmail={brand.email}
                  onSubmit={async (input) => {
                    await send.mutateAsync(input);
                    setSentTo(input.replyTo);
                  }}
                />
              </Stack>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="contact-direct">
            <Stack gap="xs">
              <Title order={2} size="h5">
                {t('contact.direct')}
              </Title>
              <Text size="sm">{brand.companyName}</Text>
              <Text size="sm">
                {t('contact.phone')}: <Anchor href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</Anchor>
              </Text>
              <Text size="sm">
                {t('contact.email')}: <Anchor href={`mailto:${brand.email}`}>{brand.email}</Anchor>
              </Text>
              {routeExists(brand, 'helpCenter') && (
                <Text size="sm" mt="sm">
                  {t('contact.helpHint')}{' '}
                  <Anchor component={Link} to="/hilfe-center">
                    {t('contact.toHelp')}
                  </Anchor>
                </Text>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

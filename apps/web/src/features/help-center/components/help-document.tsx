import { Paper } from '@mantine/core';
import { ImprintDocument, PrivacyDocument, TermsDocument } from '../../../ui/legal/legal-documents';
import type { HelpDocument as Kind } from '../content/types';

const DOCUMENTS = { terms: TermsDocument, privacy: PrivacyDocument, imprint: ImprintDocument } as const;

/** A legal document from the brand configuration, the same the public pages show (decision 032). */
export function HelpDocument({ document }: { document: Kind }) {
  const Document = DOCUMENTS[document];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={960}>
      <Document />
    </Paper>
  );
}

import { IconBook, IconFileText, IconHelpCircle, IconLanguage } from '@tabler/icons-react';
import type { HelpPanelId } from '../../../lib/navigation/help-links';

/** One icon per help area, shared by the side navigation and the overview cards. */
export const HELP_PANEL_ICONS: Record<HelpPanelId, typeof IconBook> = {
  anleitung: IconBook,
  faq: IconHelpCircle,
  glossar: IconLanguage,
  dokumente: IconFileText,
};

// Issue 28: the German sentences an invoice and a credit note print (PDF, XML BT-20/BT-22), and the
// server's refusals around invoices: written once, so the screen, the file and the mail agree.
import { formatDate } from '../formats/date';
import { calendarDayInstant } from '../calendar/days';

const day = (isoDay: string) => formatDate(calendarDayInstant(isoDay), 'UTC');

/** BT-20: "Zahlbar bis 27.12.2026 ohne Abzug." */
export const paymentTermsText = (dueDate: string): string => `Zahlbar bis ${day(dueDate)} ohne Abzug.`;

/** BT-22 of a credit note. */
export const creditNoteNote = (invoiceNumber: string, reason: string | null): string =>
  `Gutschrift zur Rechnung ${invoiceNumber}${reason ? `: ${reason}` : '.'}`;

export const INVOICE_MESSAGES = {
  notSeller: 'Nur der Verkäufer kann Zahlungen und Gutschriften erfassen.',
  creditNoteOfCreditNote: 'Eine Gutschrift kann nicht gutgeschrieben werden.',
  paymentOnCreditNote: 'Für eine Gutschrift wird keine Zahlung erfasst.',
  correctionMissing: 'Bitte geben Sie die korrigierte Menge oder den korrigierten Preis an.',
  bankCsvHeader: 'Die Datei braucht die Spalten Datum, Betrag und Verwendungszweck.',
  bankCsvRow: (row: number, problem: string) => `Zeile ${row}: ${problem}`,
  bankCsvDate: 'Das Datum ist ungültig (TT.MM.JJJJ).',
  bankCsvAmount: 'Der Betrag ist ungültig.',
  bankCsvEmpty: 'Die Datei enthält keine Gutschriften.',
  bankCsvNothingToApply: 'Keine Zeile der Datei passt zu einer offenen Rechnung.',
  invoiceMailSubject: (number: string) => `Ihre Rechnung ${number}`,
  creditNoteMailSubject: (number: string) => `Ihre Gutschrift ${number}`,
  invoiceMailText: (
    kind: 'invoice' | 'credit_note',
    number: string,
    seller: string,
    gross: string,
    due: string | null,
  ) =>
    [
      'Guten Tag,',
      '',
      `${seller} hat Ihnen ${kind === 'invoice' ? 'die Rechnung' : 'die Gutschrift'} ${number} über ${gross} ausgestellt.`,
      ...(due ? [`Zahlbar bis ${day(due)}.`] : []),
      'Im Anhang finden Sie das PDF mit eingebetteter E-Rechnung (ZUGFeRD/Factur-X) und die XRechnung (CII).',
      'Sie finden den Beleg auch auf der Plattform unter „Rechnungen“.',
    ].join('\n'),
} as const;

/** Texts of features/liftings (issue 28: Verladungen on the order page and the "Verladungen" screens). */
export const liftings = {
  liftings: {
    title: 'Verladungen',
    record: 'Verladung erfassen',
    recordTitle: 'Verladung erfassen',
    recorded: 'Die Verladung wurde erfasst.',
    empty: 'Noch keine Verladungen erfasst.',
    loadFailed: 'Die Verladungen konnten nicht geladen werden.',
    summary: '{{lifted}} von {{ordered}} verladen, offen {{remaining}} (Toleranz ±{{tolerance}} %).',
    settings: {
      title: 'Verladungen',
      description:
        'Eine Bestellung gilt als vollständig verladen, sobald die verladene Menge bei 15 °C innerhalb dieser Toleranz um die bestellte Menge liegt; mehr wird abgelehnt. Gilt für Verladungen, die ab jetzt erfasst werden.',
      tolerance: 'Toleranz (±%)',
      saved: 'Die Toleranz wurde gespeichert.',
      loadFailed: 'Die Verladeeinstellungen konnten nicht geladen werden.',
    },
    columns: {
      bol: 'Lieferschein',
      liftedAt: 'Verladen am',
      litres15: 'Menge 15 °C',
      ambient: 'Menge ambient',
      temperature: 'Temp. °C',
      density: 'Dichte kg/L',
      vehicle: 'Fahrzeug / Fahrer',
    },
    page: {
      description:
        'Hier erfassen Sie Verladungen zu bestätigten Bestellungen, einzeln oder per CSV-Upload, und sehen alle bisherigen Verladungen.',
      csvUpload: 'CSV-Upload',
      empty: 'Keine Verladungen gefunden.',
      total: '{{count}} Verladungen',
    },
    filters: {
      from: 'Verladen von',
      to: 'Verladen bis',
      search: 'Suche',
      searchPlaceholder: 'Vertrags- oder Lieferscheinnummer',
      reset: 'Filter zurücksetzen',
    },
    list: {
      contract: 'Vertrag',
      buyer: 'Käufer',
      seller: 'Verkäufer',
      product: 'Produkt',
      terminal: 'Terminal',
      status: 'Status',
      litres15: 'Menge 15 °C',
      bol: 'Lieferschein',
      liftedAt: 'Verladen am',
    },
    pick: {
      order: 'Bestellung',
      placeholder: 'Bestellung wählen',
      none: 'Zurzeit gibt es keine bestätigte Bestellung, zu der eine Verladung erfasst werden kann.',
      option: '{{contract}} · {{buyer}} · {{product}} · {{lifted}} von {{ordered}} verladen',
      loadFailed: 'Die Bestellungen konnten nicht geladen werden.',
    },
    csv: {
      description:
        'Viele Verladungen auf einmal erfassen: Vorlage herunterladen, ausfüllen, hochladen, Vorschau prüfen, übernehmen.',
      back: 'Zurück zu Verladungen',
      rules:
        'Eine Zeile je Lieferschein zu einer Ihrer bestätigten Bestellungen (Vertragsnummer). Datum und Uhrzeit wie an der Verladestelle, Mengen in ganzen Litern. Es gelten dieselben Regeln wie im Verladungsformular, auch die Toleranz; eine Lieferscheinnummer wird nur einmal erfasst.',
      reference: 'Vertragsnummer',
    },
  },
};

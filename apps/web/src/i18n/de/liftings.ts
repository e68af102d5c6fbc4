/** Texts of features/liftings (issue 28: Verladungen on the order page). */
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
  },
};

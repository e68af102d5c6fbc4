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

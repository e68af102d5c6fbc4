/**
 * Every German sentence the server sends beyond ERROR_MESSAGES' one per code: the field messages of its
 * rules (a 400's `fields`) and the detailed messages some codes carry. Services take them from here, so a
 * wording lives once, next to the codes, and contracts and server say the same (issue 26). Mails are
 * templates of their own (`*.mails.ts`).
 */
export const SERVER_MESSAGES = {
  /** Any field a rule rejects without a sentence of its own. */
  invalidField: (label: string) => `${label} ist ungültig.`,
  invalidFallback: 'ungültig',
  unknownOrInactive: {
    additive: 'Unbekanntes oder inaktives Additiv.',
    product: 'Unbekanntes oder inaktives Produkt.',
    terminal: 'Unbekanntes oder inaktives Terminal.',
  },
  notFound: {
    deliveryLocation: 'Der Lieferort wurde nicht gefunden.',
    deliveryAddress: 'Die Lieferadresse wurde nicht gefunden.',
    emptyBarrelPickup: 'Die Abholanfrage wurde nicht gefunden.',
    news: 'Diese Meldung gibt es nicht (mehr), oder sie gehört nicht zu Ihrem Unternehmen.',
    apiKey: 'Diesen API-Schlüssel gibt es nicht (mehr), oder er gehört nicht zu Ihrem Unternehmen.',
    webhookEndpoint: 'Diesen Webhook-Endpunkt gibt es nicht (mehr), oder er gehört nicht zu Ihrem Unternehmen.',
    webhookDelivery: 'Diese Zustellung gibt es nicht (mehr), oder sie gehört nicht zu Ihrem Unternehmen.',
  },
  identity: {
    tooManyCodes: 'Der Code wurde zu oft falsch eingegeben. Bitte melden Sie sich erneut an.',
    codesBlocked:
      'Der Anmeldecode wurde zu oft falsch eingegeben. Ihr Zugang ist gesperrt; wir haben Ihnen per E-Mail einen Link zum Zurücksetzen des Passworts gesendet.',
  },
  apiKeys: {
    scopeNotAllowed: 'Diese Berechtigung ist für Ihr Unternehmen nicht verfügbar.',
    expiryInPast: 'Das Ablaufdatum darf nicht in der Vergangenheit liegen.',
    idempotencyKeyRequired: 'Bitte senden Sie einen Idempotency-Key (Header) mit.',
  },
  trading: {
    /** The order and trigger contracts' terms checkbox says the same (contracts/orders.ts). */
    termsNotAccepted: 'Bitte akzeptieren Sie die AGB.',
    bookingNotChecked: 'Bitte bestätigen Sie, dass Sie die Buchung geprüft haben.',
    idempotencyKeyRequired: 'Bitte senden Sie genau einen Idempotenzschlüssel (UUID) mit.',
    deliveryAddressInvalid: 'Lieferadresse ist ungültig.',
    largeOrder: (line: { product: string; quantity: string; usual: string; days: number }) =>
      `Diese Menge ist mehr als das Dreifache Ihrer üblichen Menge: ${line.product} ${line.quantity}, üblich sind ${line.usual} ` +
      `(Median Ihrer Bestellungen der letzten ${line.days} Tage). Bitte bestätigen Sie ausdrücklich, dass Sie diese Menge bestellen möchten.`,
    reorderAdditive:
      'Additive werden nicht über den Warenkorb bestellt. Bitte bestellen Sie die Einheiten erneut im Additiv-Markt.',
    reorderTrigger:
      'Ein Abruf aus einem Triggervertrag kann nicht über den Warenkorb erneut bestellt werden. Bitte rufen Sie die Menge im Triggervertrag ab.',
  },
  orderHistory: {
    cursorInvalid: 'Seitenmarke ist ungültig. Bitte laden Sie die Liste neu.',
    shareholderOutsideGroup: 'Gesellschafter enthält ein Unternehmen, das nicht zu Ihrer Gruppe gehört.',
  },
  childAccounts: {
    paymentTermInvalid: 'Bitte wählen Sie ein gültiges Zahlungsziel.',
    terminalsInvalid: 'Bitte wählen Sie nur vorhandene Terminals.',
  },
  emptyBarrels: {
    locationRequired: 'Bitte wählen Sie einen Ihrer Lieferorte oder geben Sie eine Abholadresse ein.',
    productNotTakenBack: (label: string) => `Dieses ${label} nimmt der Verkäufer von Ihnen nicht zurück.`,
    unitNotReturnable: (label: string) => `Dieses ${label} kann für das gewählte Produkt nicht zurückgegeben werden.`,
  },
  favourites: { unknownSeller: 'Unbekannter Verkäufer.' },
  liftings: {
    bolTaken: (bol: string) => `Die Lieferscheinnummer ${bol} ist bereits erfasst.`,
  },
  offers: { deliveryNotAvailable: 'Lieferung ist auf dieser Plattform nicht verfügbar.' },
  minPrice: {
    notEnabled: 'Der Mindestpreis ist für dieses Angebot nicht aktiviert.',
    notLive: 'Nur Angebote mit Live-Preis haben einen Mindestpreis.',
  },
  breakdown: {
    notLive: 'Das Angebot hat keinen Live-Preis.',
    buyerNotConnected: 'Der Kunde steht in keiner aktiven Geschäftsbeziehung mit Ihnen.',
  },
  ruleTargets: {
    accountIds: (label: string) => `${label}: Mindestens ein Kunde steht in keiner Geschäftsbeziehung mit Ihnen.`,
    productIds: (label: string) => `${label}: Mindestens ein Produkt ist ungültig.`,
    terminalIds: (label: string) => `${label}: Mindestens ein Terminal ist ungültig.`,
  },
  operator: { sellerKindOfBuyer: 'Nur Verkäufer haben eine Verkäuferart.' },
  priceFeed: {
    timestampInFuture: 'Der Zeitstempel darf nicht in der Zukunft liegen.',
    held: (breach: { offerId: number | string; deviation: string; allowed: string }) =>
      `Die übermittelten Preise wurden nicht übernommen: Angebot ${breach.offerId} läge damit ${breach.deviation} ` +
      `neben dem Formelpreis aus dem Börsenpreis (erlaubt sind ${breach.allowed}). ` +
      'Bitte prüfen Sie die Preise in der Preis-Engine unter „API-Zugang“ und bestätigen oder verwerfen Sie sie.',
  },
  statistics: {
    tooManyBuckets: (bucket: 'DAY' | 'WEEK' | 'MONTH', max: number) =>
      `Der Zeitraum ist für die Einteilung ${bucket === 'DAY' ? 'nach Tagen' : bucket === 'WEEK' ? 'nach Wochen' : 'nach Monaten'} zu lang (höchstens ${max} Werte). Bitte wählen Sie einen kürzeren Zeitraum oder eine gröbere Einteilung.`,
  },
  targetOrders: {
    unknownBuyer: 'Käuferkonto: Dieses Konto gibt es nicht, oder es ist weder Ihres noch eines Ihrer Unterkonten.',
    buyerFixed: 'Das Käuferkonto einer Zielpreis-Order kann nicht geändert werden.',
    belowFilled: 'Die Menge darf nicht kleiner sein als die bereits ausgeführte Menge.',
    unknownRegion: 'Unbekannte Region.',
  },
  triggerContracts: { petrolMixNotPetrol: 'Ein Benzin-Mix kann nur aus Benzinprodukten bestehen.' },
} as const;

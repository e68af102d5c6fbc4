import type { ErrorCode } from '../contracts/errors';
import { MAX_FAILED_LOGINS } from '../constants';
import { RESET_LINK_EXPIRED_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../validation/password';

/** The German message for every error code; server answers and web texts both take them from here. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Die Eingaben sind unvollständig oder ungültig.',
  UNAUTHENTICATED: 'Bitte melden Sie sich an.',
  FORBIDDEN: 'Sie haben keine Berechtigung für diese Aktion.',
  NOT_FOUND: 'Die angeforderte Ressource wurde nicht gefunden.',
  CSRF_REJECTED:
    'Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  INVALID_CREDENTIALS: 'Benutzername oder Passwort ist falsch.',
  ACCOUNT_BLOCKED: `Ihr Zugang wurde nach ${MAX_FAILED_LOGINS} fehlgeschlagenen Anmeldeversuchen gesperrt. Bitte wenden Sie sich an Ihren Administrator oder setzen Sie Ihr Passwort zurück.`,
  USER_BLOCKED: 'Ihr Zugang ist gesperrt. Bitte wenden Sie sich an Ihren Administrator.',
  TWO_FACTOR_REQUIRED: 'Bitte geben Sie den Anmeldecode ein, den wir Ihnen per E-Mail gesendet haben.',
  TWO_FACTOR_CODE_INVALID:
    'Der Anmeldecode ist nicht korrekt. Bitte prüfen Sie die E-Mail und versuchen Sie es erneut.',
  TWO_FACTOR_CODE_EXPIRED: 'Der Anmeldecode ist abgelaufen. Bitte fordern Sie einen neuen Code an.',
  RESET_LINK_EXPIRED: RESET_LINK_EXPIRED_MESSAGE,
  PASSWORD_POLICY: 'Das Passwort erfüllt die Anforderungen nicht.',
  INTERNAL_ERROR: 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  PURCHASING_DISABLED: 'Der Einkauf ist auf dem Marktplatz derzeit deaktiviert. Bitte versuchen Sie es später erneut.',
  INSUFFICIENT_CREDIT:
    'Ihr Kreditlimit reicht für diese Bestellung nicht aus. Bitte wenden Sie sich an Ihren Verkäufer.',
  ORDER_NOT_POSSIBLE: 'Die Bestellung kann nicht abgeschlossen werden. Bitte wenden Sie sich an den Betreiber.',
  DAILY_LIMIT_REACHED: 'Ihr tägliches Einkaufslimit für dieses Produkt ist erreicht.',
  OFFER_NOT_AVAILABLE: 'Das Angebot ist nicht mehr verfügbar.',
  NOT_CONNECTED: 'Sie sind mit diesem Verkäufer nicht verbunden.',
  NOT_ENOUGH_VOLUME: 'Für dieses Angebot ist nicht mehr genügend Menge verfügbar.',
  PAYMENT_TERM_CHANGED:
    'Ihre Zahlungsbedingungen bei diesem Verkäufer haben sich geändert. Bitte prüfen Sie Ihre Bestellung erneut.',
  BASKET_TECHNICAL_ERROR:
    'Im Warenkorb ist ein technischer Fehler aufgetreten. Bitte schließen Sie den Warenkorb und versuchen Sie es erneut.',
  QUANTITY_OUT_OF_RANGE: 'Die Menge liegt außerhalb der erlaubten Mindest- und Höchstmenge des Angebots.',
  ORDER_CONFIRMATION_REQUIRED: 'Bitte akzeptieren Sie die AGB und bestätigen Sie, dass Sie die Buchung geprüft haben.',
  DELIVERY_ADDRESS_REQUIRED: 'Bitte wählen Sie eine Lieferadresse.',
  ORDER_STATUS_LOCKED: 'Der Status dieses Auftrags kann nicht mehr geändert werden.',
  RELATIONSHIP_NOT_FOUND: 'Die Geschäftsbeziehung wurde nicht gefunden.',
  RELATIONSHIP_SELLER_NOT_FOUND: 'Der Verkäufer wurde nicht gefunden.',
  RELATIONSHIP_REQUEST_OPEN: 'Sie haben bei diesem Verkäufer bereits eine offene Anfrage.',
  RELATIONSHIP_ALREADY_ACTIVE: 'Sie sind mit diesem Verkäufer bereits verbunden.',
  RELATIONSHIP_STATUS_CONFLICT:
    'Diese Aktion ist im aktuellen Status der Geschäftsbeziehung nicht möglich. Bitte laden Sie die Seite neu.',
  BUYER_TERMS_CLOSED:
    'Für eine abgelehnte oder deaktivierte Geschäftsbeziehung können keine Konditionen gespeichert werden.',
  BUYER_TERMS_CHANGED:
    'Die Konditionen wurden inzwischen geändert. Bitte laden Sie die Seite neu und prüfen Sie die Angaben.',
  OFFER_TOTAL_BELOW_SOLD: 'Die Gesamtmenge darf nicht unter der bereits verkauften Menge liegen.',
  WRONG_PASSWORD: WRONG_PASSWORD_MESSAGE,
  USERNAME_TAKEN: 'Dieser Benutzername ist bereits vergeben.',
  PURCHASE_RIGHTS_NOT_ENABLED:
    'Kaufrechte können erst vergeben werden, wenn Ihr Unternehmen für den Online-Handel freigeschaltet ist.',
  SELF_ADMIN_CHANGE:
    'Sie können sich nicht selbst die Administratorrechte entziehen oder Ihre eigene Entfernung beantragen.',
  REMOVAL_REQUEST_OPEN: 'Für diesen Benutzer liegt bereits eine offene Löschanfrage vor.',
  OPERATOR_SELF_BLOCK: 'Sie können weder sich selbst noch Ihr eigenes Unternehmen sperren.',
  REMOVAL_REQUEST_DECIDED: 'Über diese Löschanfrage wurde bereits entschieden. Bitte laden Sie die Seite neu.',
  SINGLE_SELLER_MODE:
    'Im Ein-Verkäufer-Modus handeln Sie ausschließlich mit dem Verkäufer der Plattform; Geschäftsbeziehungen können nicht angefragt werden.',
  PURCHASE_RIGHTS_BY_SELLER_DISABLED:
    'Kaufberechtigungen können auf dieser Plattform nicht vom Verkäufer vergeben werden.',
  MARKET_DATA_UNAVAILABLE:
    'Aktuell liegen keine Marktdaten vor. Live-Preis-Angebote werden ausgeblendet, bis wieder aktuelle Börsenpreise eintreffen.',
  MIN_PRICE_UPDATE_FAILED: 'Der Mindestpreis konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
  PRICING_RULE_EXISTS: 'Diese Regel existiert bereits.',
  EXPIRY_RULE_EXISTS: 'Diese Verfallsregel existiert bereits.',
  API_TOKEN_INVALID: 'Der API-Schlüssel ist ungültig oder wurde widerrufen.',
  API_SCOPE_MISSING: 'Dieser API-Schlüssel hat nicht die Berechtigung für diesen Aufruf.',
  API_RATE_LIMITED:
    'Zu viele Aufrufe mit diesem API-Schlüssel. Bitte warten Sie bis zum angegebenen Zeitpunkt (Retry-After).',
  IDEMPOTENCY_KEY_REUSED:
    'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet. Bitte verwenden Sie einen neuen Schlüssel.',
  IDEMPOTENCY_KEY_IN_USE:
    'Eine Anfrage mit diesem Idempotency-Key wird gerade bearbeitet. Bitte wiederholen Sie sie gleich.',
  LIFTING_REFUSED: 'Diese Verladung kann nicht erfasst werden.',
  INVOICE_REFUSED: 'Dieser Beleg kann so nicht erfasst werden.',
  WEBHOOK_URL_NOT_HTTPS: 'Die Webhook-URL muss mit https:// beginnen.',
  PRICE_TYPE_NOT_API: 'Preise können nur per API übermittelt werden, wenn der Preistyp „API“ eingestellt ist.',
  FEATURE_DISABLED: 'Diese Funktion ist auf dieser Plattform nicht freigeschaltet.',
  GTC_NOT_ACCEPTED:
    'Bitte akzeptieren Sie zuerst die Allgemeinen Geschäftsbedingungen (AGB). Erst danach können Sie den Marktplatz nutzen.',
  PRICE_NOT_POSITIVE:
    'Der Preis dieses Angebots liegt bei 0 oder darunter und kann nicht bestellt werden. Bitte wenden Sie sich an den Verkäufer.',
  EMAIL_TAKEN: 'Diese E-Mail-Adresse wird bereits verwendet.',
  DEV_MAILBOX_LOCAL_ONLY:
    'Das Entwicklungs-Postfach ist nur direkt auf dem Rechner des Servers erreichbar, nicht über das Netzwerk oder einen Proxy.',
  DEV_MAILBOX_LOCAL_HOST_ONLY:
    'Das Entwicklungs-Postfach ist nur unter localhost, 127.0.0.1 oder [::1] erreichbar, nicht unter einem anderen Hostnamen.',
  TOO_MANY_EVENT_STREAMS:
    'Zu viele gleichzeitig geöffnete Fenster mit Live-Daten. Bitte beenden Sie ein anderes Fenster oder einen anderen Tab des Marktplatzes und laden Sie die Seite neu.',
  TRIGGER_NOT_ALLOWED: 'Sie dürfen zurzeit nicht triggern. Bitte wenden Sie sich an den Verkäufer.',
  TRIGGER_OUTSIDE_TIME: 'Triggern ist nur innerhalb der vereinbarten Triggerzeiten möglich.',
  TRIGGER_QUANTITY_OUT_OF_RANGE: 'Die Menge liegt außerhalb des erlaubten Bereichs je Trigger.',
  TRIGGER_LIFTING_PERIOD_INVALID: 'Bitte wählen Sie einen gültigen Abholzeitraum innerhalb des Vertragsmonats.',
  TRIGGER_DAILY_LIMIT_REACHED: 'Die maximale Anzahl an Triggern für heute ist erreicht.',
  TRIGGER_VOLUME_EXHAUSTED: 'Die Monatsmenge dieses Vertrags ist ausgeschöpft. Bitte wenden Sie sich an den Verkäufer.',
  TRIGGER_TECHNICAL_ERROR:
    'Es ist ein Fehler aufgetreten. Bitte schließen Sie den Warenkorb und versuchen Sie es erneut.',
  TRIGGER_BUYER_NOT_CONNECTED: 'Trigger-Verträge können nur mit freigeschalteten Käufern geschlossen werden.',
  TRIGGER_CONTRACT_ENDED: 'Dieser Trigger-Vertrag ist beendet und kann nicht mehr geändert werden.',
  TRIGGER_BEFORE_LIFTING_START: 'Die Abholung ist erst ab dem vereinbarten Abholbeginn des Vertrags möglich.',
  TARGET_PRICE_NOT_REACHED: 'Der Preis liegt inzwischen über Ihrem Zielpreis; es wurde nichts bestellt.',
  TARGET_ORDER_CLOSED:
    'Diese Zielpreis-Order ist ausgeführt, storniert oder abgelaufen und kann nicht mehr geändert werden.',
  TRIGGER_MIX_SPLIT_INVALID:
    'Die Aufteilung auf die Mix-Produkte muss innerhalb der vereinbarten Flexibilität liegen und die Triggermenge ergeben.',
  ADDITIVES_NOT_AVAILABLE: 'Der Additiv-Marktplatz ist für Ihr Unternehmen nicht freigeschaltet.',
  ADDITIVE_OFFER_REMOVED: 'Dieses Additiv-Angebot wurde gelöscht und kann nicht mehr geändert werden.',
  ADDITIVE_OFFER_CHANGED: 'Das Angebot wurde inzwischen geändert. Bitte laden Sie es neu und prüfen Sie Ihre Eingaben.',
  ADDITIVE_UNITS_OUT_OF_RANGE: 'Die Anzahl der Einheiten liegt außerhalb der erlaubten Mindest- und Höchstanzahl.',
  ADDITIVES_NOT_ENABLED: 'Der Verkäufer hat Additive für Sie nicht freigeschaltet.',
  EMPTY_BARREL_STATUS_LOCKED: 'Diese Abholung ist bereits erledigt; ihr Status kann nicht mehr geändert werden.',
  LARGE_ORDER_CONFIRMATION_REQUIRED:
    'Diese Menge ist mehr als das Dreifache Ihrer üblichen Menge. Bitte bestätigen Sie ausdrücklich, dass Sie diese Menge bestellen möchten.',
  DATABASE_UNAVAILABLE:
    'Der Marktplatz ist für einen Moment nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.',
  FUEL_NOT_AVAILABLE:
    'Ihr Unternehmen verkauft nur Additive; Kraftstoff-Angebote und Kraftstoff-Konditionen sind nicht möglich.',
  TRIGGER_PRODUCT_NOT_FUEL: 'Trigger-Verträge sind nur für Kraftstoffe möglich, nicht für Additive.',
  TRIGGER_MONTH_PAST:
    'Der Vertragsmonat liegt in der Vergangenheit. Bitte wählen Sie den aktuellen oder einen künftigen Monat.',
  TRIGGER_CONTRACT_HAS_TRIGGERS:
    'Zu diesem Vertrag gibt es bereits Trigger: Käufer, Produkt und Terminal können nicht mehr geändert werden. Bitte legen Sie dafür einen neuen Vertrag an.',
  PLATFORM_SELLER_ONLY: 'Auf diesem Marktplatz handeln Sie nur mit dem Verkäufer der Plattform.',
  PURCHASE_RIGHTS_PLATFORM_SELLER_ONLY:
    'Kaufrechte kann auf diesem Marktplatz nur der Verkäufer der Plattform vergeben.',
};

/** The message for a code from an error body; an unknown code gets the generic technical message. */
export function errorMessage(code: string): string {
  return Object.hasOwn(ERROR_MESSAGES, code) ? ERROR_MESSAGES[code as ErrorCode] : ERROR_MESSAGES.INTERNAL_ERROR;
}

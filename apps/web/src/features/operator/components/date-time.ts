/** Date and time of an audit entry or request, in business time (Europe/Berlin). */
export const dateTime = (iso: string) => new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' });

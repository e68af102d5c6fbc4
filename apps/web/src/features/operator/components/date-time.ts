import { formatDateTimeLong } from '@fuel/domain/formats/date';

/** Date and time of an audit entry or request, in business time with its zone ("… 14:03:09 MEZ"). */
export const dateTime = (iso: string) => formatDateTimeLong(iso);

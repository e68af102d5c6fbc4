import { z } from 'zod';
import { IdParamsSchema } from '../validation/numbers';
import { JSON_SCHEMA_RULES } from '../validation/json-schema';
import { requiredMessage, requiredString } from '../validation/fields';
import { isoDateString } from '../validation/query-params';

// News (issue 16, spec sections 3 "News", 6, 9 "News box: last 10 items"):
//   GET    /api/news          the news box: buyers the last 10 items of their connected sellers
//                             (relationship ENABLED), sellers with the account feature newsBox their
//                             own last 10; newest first (date, then id); only items dated today or earlier
//   GET    /api/news/mine     the seller's own items for the news editor, newest first (also future ones)
//   POST   /api/news          a seller writes an item for its account (201)
//   PUT    /api/news/{id}     a seller edits one of its account's items
//   DELETE /api/news/{id}     a seller deletes one of its account's items (204)
// An item's date is the day it appears from in the box ("YYYY-MM-DD", Europe/Berlin).

/** Spec section 9: the news box shows the last 10 items. */
export const NEWS_BOX_SIZE = 10;
/** The most items the editor lists (newest first). */
export const NEWS_EDITOR_MAX_ITEMS = 500;
export const NEWS_TEXT_MAX = 2000;

export const NEWS_FIELD_LABELS = { date: 'Datum', text: 'Text' } as const;

export const NewsItemSchema = z.object({
  id: z.number().int(),
  /** "YYYY-MM-DD". */
  date: z.string(),
  text: z.string(),
  sellerId: z.number().int(),
  sellerName: z.string(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsListSchema = z.object({ items: z.array(NewsItemSchema) });
export type NewsList = z.infer<typeof NewsListSchema>;

/** Create and edit: a date and a text (line breaks kept). */
export const NewsInputSchema = z.strictObject({
  date: z
    .string({ error: requiredMessage(NEWS_FIELD_LABELS.date) })
    .pipe(isoDateString(NEWS_FIELD_LABELS.date))
    .meta(JSON_SCHEMA_RULES.isoDate),
  text: requiredString(NEWS_FIELD_LABELS.text, NEWS_TEXT_MAX, { multiLine: true }),
});
export type NewsInput = z.infer<typeof NewsInputSchema>;
export type NewsFormValues = z.input<typeof NewsInputSchema>;

export const NewsIdParamsSchema = IdParamsSchema;

import { z } from 'zod';
import { c, commonErrors, envelope } from './common';

export const TranslationPairSchema = z.object({ key: z.string(), value: z.string() });
export type TranslationPair = z.infer<typeof TranslationPairSchema>;

export const TranslateRequestSchema = z.object({
  language_code: z.string().trim().min(2).max(10),
  feature_type: z.array(z.string().trim().min(1)).min(1).max(50),
});

export const translateContract = c.router({
  details: {
    method: 'POST',
    path: '/api/translate/details',
    body: TranslateRequestSchema,
    responses: {
      /** A namespace maps to its key/value pairs; unknown namespaces map to an empty list. */
      200: envelope(z.record(z.string(), z.array(TranslationPairSchema))),
      ...commonErrors,
    },
    summary: 'Translations for the given namespaces (falls back to en)',
  },
});

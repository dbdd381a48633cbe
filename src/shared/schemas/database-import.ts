import { z } from 'zod';

export const NO_IMPORT_DATA_MESSAGE = 'Please paste the export data before importing';
export const INVALID_IMPORT_JSON_MESSAGE = 'The export data is not valid JSON';

/** The import box: not empty, and parseable as JSON. */
export const importTextSchema = z
  .string()
  .trim()
  .min(1, NO_IMPORT_DATA_MESSAGE)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: INVALID_IMPORT_JSON_MESSAGE });
      return z.NEVER;
    }
  });

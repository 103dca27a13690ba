import { z } from 'zod';
import {
  ISO_DATE_FORMAT,
  ISO_DATE_FORMAT_MESSAGE,
  isRealIsoDate,
  REAL_DATE_MESSAGE,
} from '../format/dates';
import { once } from './once';
import { msg } from './messages';
import { looksLikeEmail } from './email';

// Rules more than one input shares, written once.

/** An optional email address as typed: blank, or a valid address of at most `max` characters. */
export const emailText = (label: string, max: number) =>
  z
    .string({ error: msg(/*i18n*/ '{label} must be text', { label }) })
    .trim()
    // Aborts: the address check only looks at text of an acceptable length.
    .max(max, {
      message: msg(/*i18n*/ '{label} must be at most {max} characters', { label, max }),
      abort: true,
    })
    .refine((s) => s === '' || looksLikeEmail(s), /*i18n*/ 'Enter a valid email address');

/** A calendar date as YYYY-MM-DD that exists (no February 30). */
export const isoDateSchema = once(() =>
  z
    .string()
    .regex(ISO_DATE_FORMAT, ISO_DATE_FORMAT_MESSAGE)
    .refine(isRealIsoDate, REAL_DATE_MESSAGE),
);

/** The version a change was made from (optimistic locking): a whole number from 1. */
export const versionSchema = once(() =>
  z
    .number({ error: /*i18n*/ 'Version is required' })
    .int(/*i18n*/ 'Version must be a whole number')
    .min(1, /*i18n*/ 'Version must be at least 1'),
);

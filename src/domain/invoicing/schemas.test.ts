import { describe, expect, it } from 'vitest';
import { fieldErrorsByPath } from '../common/field-errors';
import { invoiceCreateSchema } from './schemas';

const errorsOf = (body: unknown) => {
  const r = invoiceCreateSchema().safeParse(body);
  return r.success ? null : fieldErrorsByPath(r.error);
};

describe('creating invoices', () => {
  it('says what to send when the body is neither a schedule nor a change order', () => {
    for (const body of [{}, { schedule: 'x' }, null]) {
      expect(errorsOf(body)).toEqual({
        '': 'Send a schedule of parts, or the lines of a change order',
      });
    }
  });

  it('names the field of a schedule or change order that is wrong', () => {
    expect(errorsOf({ schedule: [{ label: '', percent: 50 }] })).toEqual({
      'schedule.0.label': 'Label is required',
    });
    expect(errorsOf({ lines: [] })).toEqual({ lines: 'Add at least one line' });
    expect(errorsOf({ schedule: [{ label: 'Deposit', percent: 50 }] })).toBeNull();
  });
});

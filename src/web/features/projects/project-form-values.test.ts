import { describe, expect, it } from 'vitest';
import { emptyProjectValues, formErrorsByField, toProjectInput } from './project-form-values';

describe('project form values', () => {
  it('builds the API input from typed text, dollars to cents', async () => {
    const v = emptyProjectValues({
      name: ' Roof ',
      address: '1 Main St',
      roofAreaSqFt: '2,150.5',
      pitch: '6',
      estimatedCostCents: '$10,590.17',
    });
    const r = await toProjectInput(v, true);
    expect(r.errors).toBeNull();
    expect(r.input).toMatchObject({
      name: 'Roof',
      roofAreaSqFt: 2150.5,
      pitch: 6,
      estimatedCostCents: 1059017,
    });
  });

  it('names every bad field and keeps nothing half-parsed', async () => {
    const r = await toProjectInput(
      emptyProjectValues({ roofAreaSqFt: 'lots', pitch: '-1', customerEmail: 'x@' }),
      true,
    );
    expect(r.input).toBeNull();
    expect(r.errors).toMatchObject({
      name: 'Name is required',
      address: 'Address is required',
      roofAreaSqFt: 'Roof area must be a number',
      pitch: 'Pitch cannot be negative',
      customerEmail: 'Enter a valid email address',
    });
  });

  it('leaves measurements out of a new project', async () => {
    const r = await toProjectInput(
      emptyProjectValues({ name: 'a', address: 'b', roofAreaSqFt: 'junk' }),
      false,
    );
    expect(r.errors).toBeNull();
    expect(r.input).not.toHaveProperty('roofAreaSqFt');
  });

  it('puts each message by its field, and one naming no field on the form', () => {
    expect(
      formErrorsByField(
        { customerEmail: 'Bad email', 'name.0': 'Too long', '': 'Whole thing', other: 'x' },
        { form: 'Request failed' },
      ),
    ).toEqual({ customerEmail: 'Bad email', name: 'Too long', form: 'Request failed' });
  });
});

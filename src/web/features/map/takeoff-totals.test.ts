import { beforeAll, describe, expect, it } from 'vitest';
import { at } from '../../../domain/takeoff/sample-roofs';
import { mapSchemas } from './api';
import type { EditableOutline } from './editable-outline';
import { toEditable } from './editable-outline';
import { takeoffTotalsOf } from './takeoff-totals';

// An outline is measured with its pitch checked by the schema the map fetches before drawing.
beforeAll(() => mapSchemas.fetch());

// The reference gable, 40 x 30 ft on plan at 6:12.
const gable: EditableOutline = {
  id: 'g',
  name: 'Main roof',
  pitchText: '6',
  points: [at(0, 0), at(40, 0), at(40, 30), at(0, 30)],
  edges: ['eave', 'rake', 'eave', 'rake'],
  lines: [{ type: 'ridge', from: at(0, 15), to: at(40, 15) }],
  pipeBootsText: '2',
};

describe('takeoffTotalsOf', () => {
  it('gives the reference gable: 80 ft of eaves, 67.08 of rakes, 40 of ridge, 2 boots', () => {
    const { planSqFt, measured } = takeoffTotalsOf([gable]);
    expect(planSqFt).toBeCloseTo(1200, 0);
    const m = measured!.measurements;
    expect(m.eavesFt).toBeCloseTo(80, 2);
    expect(m.rakesFt).toBeCloseTo(67.08, 2);
    expect(m.ridgesFt).toBeCloseTo(40, 2);
    expect(m).toMatchObject({ pitch: 6, hipsFt: 0, valleysFt: 0, wallsFt: 0, pipeBoots: 2 });
    expect(measured!.slopedSqFt).toBeCloseTo(1200 * Math.sqrt(1.25), 0);
  });

  it('measures an outline saved before edge types as all eaves', () => {
    const saved = { id: 'o', name: 'Old', pitch: 6, points: gable.points };
    const m = takeoffTotalsOf([toEditable(saved)]).measured!.measurements;
    expect(m.eavesFt).toBeCloseTo(140, 2);
    expect(m.rakesFt).toBe(0);
    expect(m.pipeBoots).toBe(0);
  });

  it('has no totals to send while a pitch or pipe boots is not valid; blank boots are none', () => {
    expect(takeoffTotalsOf([{ ...gable, pitchText: '30' }]).measured).toBeNull();
    expect(takeoffTotalsOf([{ ...gable, pipeBootsText: '1.5' }]).measured).toBeNull();
    expect(
      takeoffTotalsOf([{ ...gable, pipeBootsText: '' }]).measured?.measurements.pipeBoots,
    ).toBe(0);
    expect(takeoffTotalsOf([]).measured).toBeNull();
  });

  it('adds up outlines, each at its own pitch, and takes the largest one’s pitch', () => {
    const porch: EditableOutline = {
      ...gable,
      id: 'p',
      name: 'Porch',
      pitchText: '4',
      points: [at(0, 0), at(10, 0), at(10, 10), at(0, 10)],
      edges: ['eave', 'eave', 'eave', 'wall'],
      lines: [],
      pipeBootsText: '1',
    };
    const { measured } = takeoffTotalsOf([porch, gable]);
    expect(measured!.pitchFrom).toBe(1);
    expect(measured!.measurements.pitch).toBe(6);
    expect(measured!.measurements.wallsFt).toBeCloseTo(10, 2);
    expect(measured!.measurements.eavesFt).toBeCloseTo(110, 2);
    expect(measured!.measurements.pipeBoots).toBe(3);
  });
});

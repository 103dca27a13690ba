import { describe, it, expect } from 'vitest';
import {
  DEVICE_MEASUREMENT_MS,
  PITCH_TABLE,
  SAMPLE_DEVICE_PITCH,
  angleDegrees,
  applyLevelOffset,
  areaMultiplier,
  averageSample,
  checkRiseInches,
  checkRunInches,
  closestPitchReference,
  closestReferenceForAngle,
  formatAngle,
  formatMultiplier,
  formatPitch,
  formatSlope,
  measuredPitch,
  parseLevelOffset,
  pitchFromRiseRun,
  pitchFromTilt,
  RISE_MAX_IN,
  RISE_MIN_IN,
  RUN_MIN_IN,
  slopePercent,
  tiltDegrees,
} from './pitch';

describe('PITCH_TABLE', () => {
  it('is the reference table verbatim', () => {
    expect(PITCH_TABLE.map((r) => [r.pitch, r.ratio, r.angleDeg, r.description])).toEqual([
      [0, '0:12', 0, 'Flat'],
      [1, '1:12', 4.76, 'Nearly flat'],
      [2, '2:12', 9.46, 'Slight pitch'],
      [3, '3:12', 14.04, 'Low pitch'],
      [4, '4:12', 18.43, 'Moderate pitch'],
      [5, '5:12', 22.62, 'Medium pitch'],
      [6, '6:12', 26.57, 'Standard pitch'],
      [7, '7:12', 30.26, 'Steep'],
      [8, '8:12', 33.69, 'Steeper'],
      [9, '9:12', 36.87, 'Very steep'],
      [10, '10:12', 39.81, 'Extremely steep'],
      [11, '11:12', 42.51, 'Nearly vertical'],
      [12, '12:12', 45, 'Vertical'],
    ]);
  });

  it.each(PITCH_TABLE.map((row) => [row.ratio, row] as const))(
    '%s agrees with the formula and labels itself',
    (_ratio, row) => {
      expect(Math.round(angleDegrees(row.pitch) * 100) / 100).toBe(row.angleDeg);
      expect(closestPitchReference(row.pitch)).toBe(row);
      expect(formatPitch(row.pitch)).toBe(row.ratio);
    },
  );
});

describe('pitch maths', () => {
  it('pitch 6: 6:12, 26.6°, 50.0%, 1.118', () => {
    expect(formatPitch(6)).toBe('6:12');
    expect(formatAngle(6)).toBe('26.6°');
    expect(formatSlope(6)).toBe('50.0%');
    expect(areaMultiplier(6)).toBeCloseTo(Math.sqrt(180) / 12, 12);
    expect(formatMultiplier(6)).toBe('1.118');
    expect(closestPitchReference(6).description).toBe('Standard pitch');
  });

  it('pitch 8: 8:12, 33.7°, 66.7%, 1.202, Steeper', () => {
    expect(formatPitch(8)).toBe('8:12');
    expect(formatAngle(8)).toBe('33.7°');
    expect(formatSlope(8)).toBe('66.7%');
    expect(formatMultiplier(8)).toBe('1.202');
    expect(closestPitchReference(8).description).toBe('Steeper');
  });

  it('rise 6 over run 24 is 3:12, 14.0°, 25.0%, 1.031', () => {
    const pitch = pitchFromRiseRun(6, 24);
    expect(pitch).toBe(3);
    expect(formatPitch(pitch)).toBe('3:12');
    expect(formatAngle(pitch)).toBe('14.0°');
    expect(formatSlope(pitch)).toBe('25.0%');
    expect(formatMultiplier(pitch)).toBe('1.031');
  });

  it('rise over the default run of 12 is the rise itself', () => {
    expect(pitchFromRiseRun(6, 12)).toBe(6);
    expect(pitchFromRiseRun(0, 12)).toBe(0);
    expect(pitchFromRiseRun(24, 12)).toBe(24);
  });

  it('rejects a run that is not positive', () => {
    expect(() => pitchFromRiseRun(6, 0)).toThrow(RangeError);
    expect(() => pitchFromRiseRun(6, -12)).toThrow(RangeError);
    expect(() => pitchFromRiseRun(6, Number.NaN)).toThrow(RangeError);
  });

  it('flat and 45° ends', () => {
    expect(angleDegrees(0)).toBe(0);
    expect(slopePercent(0)).toBe(0);
    expect(areaMultiplier(0)).toBe(1);
    expect(angleDegrees(12)).toBeCloseTo(45, 12);
    expect(slopePercent(12)).toBe(100);
    expect(formatMultiplier(12)).toBe('1.414');
  });

  it('labels in-between pitches by the nearest angle, the lower row on a tie', () => {
    expect(closestPitchReference(6.4).description).toBe('Standard pitch'); // 28.07°
    expect(closestPitchReference(6.6).description).toBe('Steep'); // 28.81°
    expect(closestPitchReference(30).description).toBe('Vertical');
    expect(closestReferenceForAngle(2.38).description).toBe('Flat'); // exactly between 0 and 4.76
    expect(closestReferenceForAngle(2.381).description).toBe('Nearly flat');
  });
});

describe('formatPitch', () => {
  it('keeps at most one decimal, half up, without a trailing .0', () => {
    expect(formatPitch(6.928203230275509)).toBe('6.9:12');
    expect(formatPitch(6.25)).toBe('6.3:12');
    expect(formatPitch(6.04)).toBe('6:12');
    expect(formatPitch(5.96)).toBe('6:12');
    expect(formatPitch(0)).toBe('0:12');
    expect(formatPitch(0.04)).toBe('0:12');
  });
});

describe('device measurement', () => {
  it('has the fixed sample pitch and calibration delay', () => {
    expect(SAMPLE_DEVICE_PITCH).toBe(5);
    expect(DEVICE_MEASUREMENT_MS).toBe(2000);
  });

  it('reads a phone lying flat as 0', () => {
    expect(tiltDegrees({ beta: 0, gamma: 0 })).toBe(0);
    expect(measuredPitch([{ beta: 0, gamma: 0 }])).toBe(0);
  });

  it('reads the tilt whichever way the phone lies on the slope', () => {
    expect(tiltDegrees({ beta: 30, gamma: 0 })).toBeCloseTo(30, 10); // top edge up-slope
    expect(tiltDegrees({ beta: -30, gamma: 0 })).toBeCloseTo(30, 10); // top edge down-slope
    expect(tiltDegrees({ beta: 0, gamma: 30 })).toBeCloseTo(30, 10); // lying sideways
    expect(tiltDegrees({ beta: 0, gamma: -30 })).toBeCloseTo(30, 10);
    expect(tiltDegrees({ beta: 150, gamma: 0 })).toBeCloseTo(30, 10); // face down
  });

  it('combines beta and gamma when the phone lies at an angle across the slope', () => {
    // The screen normal's vertical component is cos(beta)cos(gamma).
    const expected = (Math.acos(Math.cos(Math.PI / 9) * Math.cos(Math.PI / 12)) * 180) / Math.PI;
    expect(tiltDegrees({ beta: 20, gamma: 15 })).toBeCloseTo(expected, 10);
    expect(tiltDegrees({ beta: 20, gamma: 15 })).toBeGreaterThan(20);
  });

  it('turns tilt into pitch, 12 tan(tilt), clamped', () => {
    expect(pitchFromTilt(45)).toBeCloseTo(12, 10);
    expect(pitchFromTilt(0)).toBe(0);
    expect(pitchFromTilt(-5)).toBe(0);
    expect(pitchFromTilt(90)).toBeCloseTo(pitchFromTilt(89.9), 10);
    expect(Number.isFinite(pitchFromTilt(90))).toBe(true);
  });

  it('beta 30, gamma 0 measures 6.928, shown as 6.9:12', () => {
    const pitch = measuredPitch([{ beta: 30, gamma: 0 }]);
    expect(pitch).toBeCloseTo(6.928, 3);
    expect(formatPitch(pitch)).toBe('6.9:12');
  });

  it('beta 0, gamma 30 measures the same', () => {
    expect(measuredPitch([{ beta: 0, gamma: 30 }])).toBeCloseTo(6.928, 3);
  });

  it('subtracts a level offset', () => {
    expect(applyLevelOffset({ beta: 32, gamma: -1.5 }, { beta: 2, gamma: -1.5 })).toEqual({
      beta: 30,
      gamma: 0,
    });
    expect(applyLevelOffset({ beta: 32, gamma: 1 }, null)).toEqual({ beta: 32, gamma: 1 });
    const offset = { beta: 2, gamma: -1 };
    expect(measuredPitch([{ beta: 32, gamma: -1 }], offset)).toBeCloseTo(6.928, 3);
    expect(measuredPitch([{ beta: 32, gamma: -1 }])).not.toBeCloseTo(6.928, 3);
    expect(measuredPitch([{ beta: 2, gamma: -1 }], offset)).toBe(0);
  });

  it('averages samples', () => {
    expect(
      averageSample([
        { beta: 29, gamma: 1 },
        { beta: 31, gamma: -1 },
        { beta: 30, gamma: 0 },
      ]),
    ).toEqual({ beta: 30, gamma: 0 });
    const jittery = [
      { beta: 28, gamma: 0.5 },
      { beta: 32, gamma: -0.5 },
    ];
    expect(measuredPitch(jittery)).toBeCloseTo(6.928, 3);
  });

  it('averages across the ±180 beta wrap of a phone lying face down', () => {
    const avg = averageSample([
      { beta: 179, gamma: 0 },
      { beta: -179, gamma: 0 },
    ]);
    expect(Math.abs(avg.beta)).toBeCloseTo(180, 10);
    expect(
      measuredPitch([
        { beta: 179, gamma: 0 },
        { beta: -179, gamma: 0 },
      ]),
    ).toBeCloseTo(0, 10);
  });

  it('refuses to average nothing or broken readings', () => {
    expect(() => averageSample([])).toThrow(RangeError);
    expect(() => measuredPitch([])).toThrow(RangeError);
    expect(() => averageSample([{ beta: Number.NaN, gamma: 0 }])).toThrow(RangeError);
    expect(() => averageSample([{ beta: Infinity, gamma: 0 }])).toThrow(RangeError);
  });
});

describe('pitch finder fields', () => {
  it('accepts the bounds: rise 0 to 24, run from 1', () => {
    expect(checkRiseInches('0')).toEqual({ ok: true, value: 0 });
    expect(checkRiseInches('24')).toEqual({ ok: true, value: 24 });
    expect(checkRiseInches(' 6.5 ')).toEqual({ ok: true, value: 6.5 });
    expect(checkRunInches('1')).toEqual({ ok: true, value: 1 });
    expect(checkRunInches('144')).toEqual({ ok: true, value: 144 });
    expect([RISE_MIN_IN, RISE_MAX_IN, RUN_MIN_IN]).toEqual([0, 24, 1]);
  });

  it('names the field and the bound when out of range', () => {
    expect(checkRiseInches('24.1')).toEqual({
      ok: false,
      message: 'Rise must be between 0 and 24 inches',
    });
    expect(checkRiseInches('-1')).toEqual({
      ok: false,
      message: 'Rise must be between 0 and 24 inches',
    });
    expect(checkRunInches('0.5')).toEqual({ ok: false, message: 'Run must be at least 1 inch' });
  });

  it('asks for a value when empty or not a number', () => {
    expect(checkRiseInches('')).toEqual({ ok: false, message: 'Enter the rise in inches' });
    expect(checkRunInches('  ')).toEqual({ ok: false, message: 'Enter the run in inches' });
    expect(checkRiseInches('abc')).toEqual({ ok: false, message: 'Rise must be a number' });
    expect(checkRunInches('Infinity')).toEqual({ ok: false, message: 'Run must be a number' });
    expect(checkRiseInches('0x10')).toEqual({ ok: false, message: 'Rise must be a number' });
    expect(checkRunInches('1e3')).toEqual({ ok: false, message: 'Run must be a number' });
  });
});

describe('parseLevelOffset', () => {
  it('reads back a stored offset', () => {
    expect(parseLevelOffset({ beta: 1.5, gamma: -0.25 })).toEqual({ beta: 1.5, gamma: -0.25 });
    expect(parseLevelOffset(JSON.parse('{"beta":-180,"gamma":90,"extra":1}'))).toEqual({
      beta: -180,
      gamma: 90,
    });
  });

  it('ignores anything else', () => {
    for (const bad of [
      null,
      undefined,
      'x',
      3,
      {},
      { beta: '1', gamma: 0 },
      { beta: 1 },
      { beta: Number.NaN, gamma: 0 },
      { beta: 181, gamma: 0 },
      { beta: 0, gamma: -91 },
    ]) {
      expect(parseLevelOffset(bad)).toBeNull();
    }
  });
});

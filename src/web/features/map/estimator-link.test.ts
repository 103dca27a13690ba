import { describe, expect, it } from 'vitest';
import { estimatorUrl } from './estimator-link';

describe('estimatorUrl', () => {
  it('carries area, pitch, every length to 2 decimals and the pipe boots', () => {
    const url = estimatorUrl(
      {
        roofAreaSqFt: 1200,
        pitch: 6,
        eavesFt: 80.0000004,
        rakesFt: 67.082039,
        ridgesFt: 40,
        hipsFt: 0,
        valleysFt: 12.345,
        wallsFt: 0,
        pipeBoots: 2,
      },
      'p 1',
    );
    expect(url).toBe(
      '/estimator?area=1200&pitch=6&eaves=80&rakes=67.08&ridges=40&hips=0&valleys=12.35&walls=0&boots=2&projectId=p+1',
    );
  });

  it('leaves out the project when there is none', () => {
    const url = new URL(
      estimatorUrl({
        roofAreaSqFt: 10.5,
        pitch: 4.5,
        eavesFt: 1,
        rakesFt: 0,
        ridgesFt: 0,
        hipsFt: 0,
        valleysFt: 0,
        wallsFt: 0,
        pipeBoots: 0,
      }),
      'http://x',
    );
    expect(url.searchParams.get('projectId')).toBeNull();
    expect(url.searchParams.get('pitch')).toBe('4.5');
    expect(url.searchParams.get('boots')).toBe('0');
  });
});

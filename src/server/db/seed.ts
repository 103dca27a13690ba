import type { ProjectCreate } from '../../domain/project/project';
import type { ProjectsRepository } from './projects-repository';

const daysAgo = (today: Date, n: number) =>
  new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);

/** The 3 sample projects (one of each status) a first-time user sees. Dated recently. */
export function sampleProjects(today = new Date()): ProjectCreate[] {
  return [
    {
      name: 'Henderson Residence Re-roof',
      address: '2847 SE Belmont St, Portland, OR 97214',
      status: 'completed',
      date: daysAgo(today, 24),
      roofAreaSqFt: 2400,
      pitch: 6,
      estimatedCostCents: 1_245_000,
      customerName: 'Dana Henderson',
      customerPhone: '(503) 555-0142',
      customerEmail: 'dana.henderson@example.com',
      notes: 'Tear-off and architectural shingles. Final walkthrough done.',
      latitude: 45.516248,
      longitude: -122.636386,
    },
    {
      name: 'Alberta Street Duplex',
      address: '1520 NE Alberta St, Portland, OR 97211',
      status: 'in-progress',
      date: daysAgo(today, 9),
      roofAreaSqFt: 3100,
      pitch: 8,
      estimatedCostCents: 1_890_000,
      customerName: 'Marcus Lee',
      customerPhone: '(503) 555-0187',
      customerEmail: 'marcus.lee@example.com',
      notes: 'Estimate approved. Metal roofing on the rear addition.',
      latitude: 45.558961,
      longitude: -122.648792,
    },
    {
      name: 'Garcia Family Home',
      address: '7314 SW Capitol Hwy, Portland, OR 97219',
      status: 'pending',
      date: daysAgo(today, 2),
      roofAreaSqFt: 1850,
      pitch: 4,
      estimatedCostCents: 875_000,
      customerName: 'Elena Garcia',
      customerPhone: '(503) 555-0116',
      customerEmail: 'elena.garcia@example.com',
      notes: 'Leak over the garage. Wants a quote for full replacement.',
      latitude: 45.468502,
      longitude: -122.711373,
    },
  ];
}

/** Seeds only an empty database, so a user's own data is never touched. */
export async function seedIfEmpty(projects: ProjectsRepository): Promise<boolean> {
  if ((await projects.count()) > 0) return false;
  for (const p of sampleProjects()) await projects.create(p, null);
  return true;
}

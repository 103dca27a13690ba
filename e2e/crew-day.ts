import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { TestUser } from './fixtures';

// What the crew's-day tests set up: a crew with a member, a job booked from today with a saved
// estimate (its work order), and the member signing in on the page.

export interface Booked {
  projectId: string;
  eventId: string;
}

/** Today in the company's zone, as the server counts My jobs' days. */
async function companyToday(request: APIRequestContext): Promise<string> {
  const { timeZone } = (await (await request.get('/api/schedule/settings')).json()) as {
    timeZone: string;
  };
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

/** A crew with `member` in it, a project with a saved estimate, and a 2-day job from today. */
export async function bookToday(request: APIRequestContext, member: TestUser): Promise<Booked> {
  const crew = await request.post('/api/crews', {
    data: {
      name: 'Alpha',
      colour: '#1d4ed8',
      leadUserId: member.user.id,
      memberIds: [member.user.id],
    },
  });
  expect(crew.status(), await crew.text()).toBe(201);
  const project = await request.post('/api/projects', {
    data: {
      name: 'Delgado roof',
      address: '77 Birch Ln, Portland, OR',
      customerName: 'Rosa Delgado',
      customerPhone: '(503) 555-0142',
    },
  });
  const p = (await project.json()) as { id: string };
  const estimate = await request.post('/api/estimates', {
    data: {
      projectId: p.id,
      roofAreaSqFt: 2000,
      pitch: 6,
      laborRateCents: 250,
      materials: [{ materialId: 'asphalt-standard', quantity: 2000 }],
      costs: [{ description: 'Removal of old roofing', amountCents: 150000 }],
      adjustments: { wastePercent: 0, overheadProfitPercent: 0, taxPercent: 0 },
    },
  });
  expect(estimate.status(), await estimate.text()).toBe(201);
  const today = await companyToday(request);
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const event = await request.post(`/api/projects/${p.id}/events`, {
    data: {
      kind: 'production',
      crewId: ((await crew.json()) as { id: string }).id,
      startDate: today,
      endDate: tomorrow,
      notes: 'Dog in the yard',
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  return { projectId: p.id, eventId: ((await event.json()) as { id: string }).id };
}

export async function stageOf(request: APIRequestContext, projectId: string) {
  return ((await (await request.get(`/api/projects/${projectId}`)).json()) as { stageId: string })
    .stageId;
}

export async function signInAsCrew(page: Page, crew: TestUser) {
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByLabel('Email').fill(crew.email);
  await page.getByLabel('Password').fill(crew.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/my-jobs');
}

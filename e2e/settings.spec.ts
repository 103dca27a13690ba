import { DESKTOP, expect, MOBILE, test } from './fixtures';

test.describe('settings on a laptop', () => {
  test.use({ viewport: DESKTOP });

  test('the footer links to Settings; company name and a price persist across a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page).toHaveTitle(/Settings/);

    await page.getByLabel('Company name').fill('Summit Roofing Co.');
    await page.getByLabel('Phone').fill('(503) 555-0100');
    await page.getByLabel('License number').fill('CCB 123456');
    await page.getByRole('button', { name: 'Save company profile' }).click();
    await expect(page.getByText('Company profile saved.')).toBeVisible();

    const metal = page.getByLabel('Price of Metal Roofing ($ per sq ft)');
    await expect(metal).toHaveValue('8.25');
    await metal.fill('9.10');
    await page.getByRole('button', { name: 'Save price of Metal Roofing' }).click();
    await expect(page.getByText('Saved: $9.10 per sq ft')).toBeVisible();

    await page.getByLabel('Default labor rate ($ per sq ft)').fill('3.1');
    await page.getByRole('button', { name: 'Save labor rate' }).click();
    await expect(page.getByText('Default labor rate saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Company name')).toHaveValue('Summit Roofing Co.');
    await expect(page.getByLabel('Phone')).toHaveValue('(503) 555-0100');
    await expect(page.getByLabel('License number')).toHaveValue('CCB 123456');
    await expect(page.getByLabel('Price of Metal Roofing ($ per sq ft)')).toHaveValue('9.10');
    await expect(page.getByLabel('Default labor rate ($ per sq ft)')).toHaveValue('3.10');
  });

  test('adds a custom material, archives it and restores it', async ({ page }) => {
    await page.goto('/settings');
    await page.getByLabel('Material name').fill('Ridge Vent <b>');
    await page.getByLabel('Unit').selectOption('linear ft');
    await page.getByLabel('Price ($)').fill('5.99');
    await page.getByRole('button', { name: 'Add material' }).click();
    await expect(page.getByText('Ridge Vent <b> added at $5.99 per linear ft.')).toBeVisible();
    await expect(page.getByLabel('Material name')).toHaveValue('');

    // The 5 original materials and the new one; the 11 takeoff items are listed apart.
    const active = page.getByRole('list', { name: 'Materials', exact: true });
    await expect(active.getByRole('listitem')).toHaveCount(6);
    await expect(
      page.getByRole('list', { name: 'Takeoff items' }).getByRole('listitem'),
    ).toHaveCount(11);
    await expect(active.getByLabel('Price of Ridge Vent <b> ($ per linear ft)')).toHaveValue(
      '5.99',
    );

    await page.getByRole('button', { name: 'Archive Ridge Vent <b>' }).click();
    const archived = page.getByRole('list', { name: 'Archived materials' });
    await expect(archived.getByRole('listitem')).toHaveCount(1);
    await expect(archived).toContainText('Ridge Vent <b>');
    await expect(archived).toContainText('Archived');
    await expect(archived).toContainText('$5.99 per linear ft');
    await expect(active.getByRole('listitem')).toHaveCount(5);

    await page.reload();
    await expect(page.getByRole('list', { name: 'Archived materials' })).toContainText(
      'Ridge Vent <b>',
    );
    await page.getByRole('button', { name: 'Restore Ridge Vent <b>' }).click();
    await expect(page.getByRole('list', { name: 'Archived materials' })).toBeHidden();
    await expect(active.getByRole('listitem')).toHaveCount(6);
  });

  test('bad input is named next to the field and nothing typed is lost', async ({ page }) => {
    await page.goto('/settings');
    await page.getByLabel('Company name').fill('Summit');
    await page.getByLabel('Email').fill('office@');
    await page.getByRole('button', { name: 'Save company profile' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    await expect(page.getByLabel('Email')).toHaveValue('office@');
    await expect(page.getByLabel('Company name')).toHaveValue('Summit');

    const price = page.getByLabel('Price of Flashing ($ per linear ft)');
    await price.fill('');
    await page.getByRole('button', { name: 'Save price of Flashing' }).click();
    await expect(price).toHaveAccessibleDescription('Enter price');

    await page.getByRole('button', { name: 'Add material' }).click();
    await expect(page.getByLabel('Material name')).toHaveAccessibleDescription('Name is required');
    await expect(page.getByLabel('Price ($)')).toHaveAccessibleDescription('Enter price');
  });

  test('a save over someone else’s change shows their values and keeps mine', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/settings');
    await expect(page.getByLabel('Company name')).toHaveValue('');
    // Someone else saves while this page is open.
    const other = await page.request.patch('/api/settings', {
      data: { company: { name: 'Their Roofing LLC' }, version: 1 },
    });
    expect(other.status()).toBe(200);

    await page.getByLabel('Company name').fill('My Roofing Co.');
    await page.getByRole('button', { name: 'Save company profile' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Someone else changed the company profile');
    await expect(alert).toContainText('Their Roofing LLC');
    await expect(page.getByLabel('Company name')).toHaveValue('My Roofing Co.');
    // The browser logs the refused (409) save; that refusal is what this test is about.
    expect(consoleErrors.length).toBeGreaterThan(0);
    expect(consoleErrors.every((e) => e.includes('409'))).toBe(true);
    consoleErrors.splice(0);

    // Saving again replaces theirs.
    await page.getByRole('button', { name: 'Save company profile' }).click();
    await expect(page.getByText('Company profile saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Company name')).toHaveValue('My Roofing Co.');
  });
});

test.describe('settings on a phone', () => {
  test.use({ viewport: MOBILE });

  test('fits 375 px without sideways scrolling and edits a price', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Price list' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    const price = page.getByLabel('Price of Underlayment ($ per sq ft)');
    await price.scrollIntoViewIfNeeded();
    for (const control of [
      price,
      page.getByRole('button', { name: 'Save price of Underlayment' }),
      page.getByRole('button', { name: 'Archive Underlayment' }),
    ]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await price.fill('0.5');
    await page.getByRole('button', { name: 'Save price of Underlayment' }).click();
    await expect(page.getByText('Saved: $0.50 per sq ft')).toBeVisible();
  });
});

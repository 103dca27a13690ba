// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Api from './api';
import { downloadPhotoReport, photoReportPath } from './api';
import type { ReactElement } from 'react';
import { I18nProvider, i18n } from '../../i18n';
import { PhotoReportButton } from './photo-report-button';

// Inside Lingui's provider, as the app renders every screen (English, the source's words).
const renderInApp = (ui: ReactElement) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

vi.mock('./api', async (original) => ({
  ...(await original<typeof Api>()),
  downloadPhotoReport: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(downloadPhotoReport).mockReset();
});

describe('photoReportPath', () => {
  it('asks for the user’s own date and time zone', () => {
    const path = photoReportPath('p 1', new Date(2026, 10, 21, 23, 30));
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/api/projects/p%201/photo-report.pdf');
    expect(url.searchParams.get('date')).toBe('2026-11-21');
    expect(url.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('PhotoReportButton', () => {
  it('downloads the report, saying so while it works', async () => {
    let done!: (name: string) => void;
    vi.mocked(downloadPhotoReport).mockReturnValue(new Promise((r) => (done = r)));
    renderInApp(<PhotoReportButton projectId="p1" photoCount={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Photo report (PDF)' }));
    expect(downloadPhotoReport).toHaveBeenCalledWith('p1');
    const busy = screen.getByRole('button', { name: 'Preparing photo report…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    done('photo-report.pdf');
    await waitFor(() => screen.getByRole('button', { name: 'Photo report (PDF)' }));
  });

  it('shows why a download failed, beside the button', async () => {
    vi.mocked(downloadPhotoReport).mockRejectedValue(new Error('Too many PDFs right now.'));
    renderInApp(<PhotoReportButton projectId="p1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Photo report (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not download the photo report: Too many PDFs right now.',
    );
  });

  it('is disabled, with a reason, for a project without photos', () => {
    renderInApp(<PhotoReportButton projectId="p1" photoCount={0} />);
    const button = screen.getByRole('button', { name: 'Photo report (PDF)' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Add photos to make a photo report.',
    );
  });
});

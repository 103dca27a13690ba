/**
 * The headings of the screens whose heading is the same for everyone who may open them and is
 * drawn first, before any data. The screen draws it (PageHeader), and the build writes it into
 * the screen's own page in every language (scripts/vite-route-pages.ts): it paints with the
 * HTML, a second or two before the app's code has run, and the app then draws the same words in
 * the same place. On a phone that heading is the screen's largest text, so the page shows what
 * it is at once.
 *
 * In English, each literal marked with an i18n comment for the shell's catalogue, which the build
 * reads too: the screens show them with `i18n._(…)`.
 */
export interface ScreenHeading {
  readonly title: string;
  readonly description: string;
}

export const SCREEN_HEADINGS = {
  'pitch-finder': {
    title: /*i18n*/ 'Roof Pitch Finder',
    description:
      /*i18n*/ "Work out a roof's pitch from rise and run, or measure it with your phone.",
  },
  estimator: {
    title: /*i18n*/ 'Roof Estimator',
    description:
      /*i18n*/ 'Price a roof from its area and pitch, save it to a project, send the PDF.',
  },
  projects: {
    title: /*i18n*/ 'Projects',
    description: /*i18n*/ 'Every job, newest first.',
  },
  pipeline: {
    title: /*i18n*/ 'Pipeline',
    description: /*i18n*/ 'Every job in its stage. Drag a card, or use Move to, to move it on.',
  },
  schedule: {
    title: /*i18n*/ 'Schedule',
    description:
      /*i18n*/ 'Crews, inspections and deliveries. Drag a job to move it, or open it to move it by keyboard.',
  },
  'settings/crews': {
    title: /*i18n*/ 'Crews',
    description:
      /*i18n*/ 'Who goes on the roof: your crews and subcontractors, and the days they work.',
  },
  receivables: {
    title: /*i18n*/ 'Receivables',
    description: /*i18n*/ 'Every invoice with a balance, by how long it is past due.',
  },
  settings: {
    title: /*i18n*/ 'Settings',
    description:
      /*i18n*/ 'Your company and its proposals, prices and rates, how jobs move and are invoiced, and its data.',
  },
} as const satisfies Record<string, ScreenHeading>;

/** The heading the build writes into the page of the screen at this path, if it has one. */
export function screenHeading(path: string): ScreenHeading | undefined {
  return (SCREEN_HEADINGS as Record<string, ScreenHeading>)[path];
}

export const NAV_LINKS = [
  { to: '/', label: 'Dashboard' },
  { to: '/pitch-finder', label: 'Pitch Finder' },
  { to: '/map', label: 'Map View' },
  { to: '/estimator', label: 'Estimator' },
] as const;

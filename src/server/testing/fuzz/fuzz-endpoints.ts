// Every endpoint the fuzz test and bench/fuzz-api.ts send generated bad requests to.

export interface FuzzEndpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** `:id` is replaced by generated ids (and sometimes a real project's id). */
  path: string;
  /** Sends a body (generated, mostly invalid). */
  body?: boolean;
}

// ONE LINE PER ENDPOINT. The geocoder proxy's upstream is the loopback stub in the test and the
// bench (no test may leave the machine).
export const FUZZ_ENDPOINTS: readonly FuzzEndpoint[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/dashboard' },
  { method: 'GET', path: '/api/offline/projects' },
  { method: 'GET', path: '/api/projects' },
  { method: 'POST', path: '/api/projects', body: true },
  { method: 'GET', path: '/api/projects/:id' },
  { method: 'PATCH', path: '/api/projects/:id', body: true },
  { method: 'DELETE', path: '/api/projects/:id' },
  { method: 'GET', path: '/api/export' },
  { method: 'POST', path: '/api/import', body: true },
  { method: 'GET', path: '/api/config' },
  { method: 'GET', path: '/api/settings' },
  { method: 'PATCH', path: '/api/settings', body: true },
  { method: 'GET', path: '/api/settings/logo' },
  { method: 'PUT', path: '/api/settings/logo', body: true },
  { method: 'DELETE', path: '/api/settings/logo' },
  { method: 'GET', path: '/api/materials' },
  { method: 'POST', path: '/api/materials', body: true },
  { method: 'PATCH', path: '/api/materials/:id', body: true },
  { method: 'POST', path: '/api/estimates', body: true },
  { method: 'GET', path: '/api/estimates/:id' },
  { method: 'PATCH', path: '/api/estimates/:id', body: true },
  { method: 'DELETE', path: '/api/estimates/:id' },
  { method: 'GET', path: '/api/projects/:id/estimates' },
  { method: 'POST', path: '/api/estimates/pdf', body: true },
  { method: 'GET', path: '/api/estimates/:id/order.csv' },
  { method: 'GET', path: '/api/estimates/:id/order.pdf' },
  { method: 'PUT', path: '/api/estimates/:id/order-option', body: true },
  { method: 'GET', path: '/api/projects/:id/roof-report.pdf' },
  { method: 'GET', path: '/api/projects/:id/photo-report.pdf' },
  { method: 'POST', path: '/api/takeoff', body: true },
  { method: 'POST', path: '/api/roof-plan', body: true },
  // Job photos: the upload reads multipart (the bodies below include some), the rest JSON.
  { method: 'POST', path: '/api/projects/:id/photos', body: true },
  { method: 'GET', path: '/api/projects/:id/photos' },
  { method: 'GET', path: '/api/photos/:id/image' },
  { method: 'GET', path: '/api/photos/:id/thumb' },
  { method: 'PATCH', path: '/api/photos/:id', body: true },
  { method: 'DELETE', path: '/api/photos/:id' },
  { method: 'GET', path: '/api/projects/:id/outlines' },
  { method: 'PUT', path: '/api/projects/:id/outlines', body: true },
  { method: 'GET', path: '/api/geocode' },
  { method: 'GET', path: '/api/geocode/reverse' },
  // Accounts. Signing out is left out: it would end the session the other cases use.
  { method: 'GET', path: '/api/me' },
  { method: 'PATCH', path: '/api/me', body: true },
  { method: 'PUT', path: '/api/me/password', body: true },
  { method: 'GET', path: '/api/session' },
  { method: 'POST', path: '/api/session', body: true },
  { method: 'POST', path: '/api/setup', body: true },
  { method: 'GET', path: '/api/users' },
  { method: 'PATCH', path: '/api/users/:id', body: true },
  { method: 'POST', path: '/api/users/:id/password-reset' },
  { method: 'POST', path: '/api/invitations', body: true },
  { method: 'GET', path: '/api/invitations' },
  { method: 'POST', path: '/api/invitations/:id/new-link' },
  { method: 'DELETE', path: '/api/invitations/:id' },
  { method: 'GET', path: '/api/invitations/:id' },
  { method: 'POST', path: '/api/invitations/:id/accept', body: true },
  // Proposals: office routes by id, the customer's by the link's token.
  { method: 'POST', path: '/api/estimates/:id/proposals', body: true },
  { method: 'GET', path: '/api/projects/:id/proposals' },
  { method: 'GET', path: '/api/proposals/:id/pdf' },
  { method: 'POST', path: '/api/proposals/:id/withdraw' },
  { method: 'POST', path: '/api/proposals/:id/email', body: true },
  { method: 'GET', path: '/api/public/proposals/:id' },
  { method: 'POST', path: '/api/public/proposals/:id/accept', body: true },
  { method: 'POST', path: '/api/public/proposals/:id/decline', body: true },
  { method: 'GET', path: '/api/public/proposals/:id/pdf' },
  { method: 'GET', path: '/api/public/proposals/:id/photos/0' },
];

import { useState } from 'react';
import { linkFromPath } from './api';
import { InvoiceApp } from './invoice-app';
import type { LoadFailure } from './load-error';
import { LoadShell } from './load-shell';
import { ProposalApp } from './proposal-app';

const NO_TOKEN: LoadFailure = {
  title: 'This link is not valid.',
  message: 'Check that you opened the whole link you were sent.',
  canRetry: false,
};

/** The customer's page: a proposal (/p/<token>) or an invoice (/i/<token>), by the link. */
export function CustomerApp() {
  const [link] = useState(() => linkFromPath(window.location.pathname));
  if (!link) {
    return <LoadShell heading="Your document" state={{ kind: 'failed', failure: NO_TOKEN }} />;
  }
  return link.kind === 'invoice' ? (
    <InvoiceApp token={link.token} />
  ) : (
    <ProposalApp token={link.token} />
  );
}

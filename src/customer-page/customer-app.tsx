import { useState } from 'react';
import { linkFromPath } from './api';
import { InvoiceApp } from './invoice-app';
import { LoadShell } from './load-shell';
import { ProposalApp } from './proposal-app';

/** The customer's page: a proposal (/p/<token>) or an invoice (/i/<token>), by the link. */
export function CustomerApp() {
  const [link] = useState(() => linkFromPath(window.location.pathname));
  if (!link) {
    return <LoadShell what="document" state={{ kind: 'failed', failure: { kind: 'no-token' } }} />;
  }
  return link.kind === 'invoice' ? (
    <InvoiceApp token={link.token} />
  ) : (
    <ProposalApp token={link.token} />
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { EstimateSummary } from '../../../domain/estimate/estimate-record';
import { formatLocalDate } from '../../../domain/format/format';
import { parseNumberText } from '../../../domain/format/number-text';
import type { CreatedProposal, ProposalSummary } from '../../../domain/proposal/proposal';
import {
  DEFAULT_PROPOSAL_VALID_DAYS,
  MAX_PROPOSAL_VALID_DAYS,
} from '../../../domain/proposal/proposal';
import type { Project } from '../../../domain/project/project';
import { buttonStyles } from '../../components/ui/button-styles';
import { Dialog } from '../../components/ui/dialog';
import { SelectField, TextField } from '../../components/ui/field';
import { estimateQuantityFlags } from '../../../domain/estimate/line-quantity';
import { missingForProposals } from '../../../domain/proposal/proposal';
import { usePermissions } from '../../lib/permissions';
import { estimateQuery } from '../estimator/api';
import { materialsQuery, settingsQuery } from '../settings/api';
import { MissingSettings, missingOf, QuantityFlags } from './proposal-checks';
import { proposalSchemas, useCreateProposal } from './api';
import { CreatedProposalPanel } from './created-proposal';
import { ProposalPhotoPicker } from './proposal-photo-picker';
import { estimateChoiceText, isOpen, proposalTitle } from './proposal-text';
import { i18n, useLingui } from './i18n';
import { currentLanguage } from '../../lib/i18n/catalogs';

const DAY = 86_400_000;

/** The number of days typed, or the message for it (the API's own schema). */
function validDaysOf(text: string): number | string {
  const parsed = proposalSchemas
    .get()
    .proposalCreateSchema()
    .safeParse({ validDays: parseNumberText(text) });
  if (parsed.success) return parsed.data.validDays ?? DEFAULT_PROPOSAL_VALID_DAYS;
  return parsed.error.issues[0]?.message ?? i18n._('Valid for must be a number of days');
}

/**
 * Creates a proposal from one of the project's saved estimates (the newest by default), then
 * shows its link. `estimates` is never empty: the button that opens this is disabled until the
 * project has a saved estimate.
 */
export function CreateProposalDialog({
  project,
  estimates,
  proposals,
  onClose,
}: {
  project: Project;
  estimates: readonly EstimateSummary[];
  proposals: readonly ProposalSummary[];
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const newest = [...estimates].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const [estimateId, setEstimateId] = useState(newest?.id ?? '');
  // Until the user types, the default follows Settings (it may arrive after the dialog opens).
  const [daysText, setDaysText] = useState<string | null>(null);
  const [daysError, setDaysError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedProposal | null>(null);
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  // "Until" is counted from when the dialog opened: near enough to when the server counts it.
  const [openedAt] = useState(() => Date.now());
  const [quantitiesConfirmed, setQuantitiesConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const settings = useQuery(settingsQuery());
  const estimate = useQuery({ ...estimateQuery(estimateId), enabled: Boolean(estimateId) });
  const materials = useQuery(materialsQuery());
  const canEditSettings = usePermissions().manageCompany;
  const create = useCreateProposal(project.id);
  const form = useRef<HTMLFormElement>(null);
  // After the dialog has opened (which focuses its first control, the close button).
  useEffect(() => {
    const frame = requestAnimationFrame(() => form.current?.querySelector('select')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const days = daysText ?? String(settings.data?.proposalValidDays ?? DEFAULT_PROPOSAL_VALID_DAYS);
  const parsedDays = validDaysOf(days);
  const until =
    typeof parsedDays === 'number'
      ? i18n._('The customer can accept it until {date}.', {
          date: formatLocalDate(new Date(openedAt + parsedDays * DAY), currentLanguage()),
        })
      : undefined;
  const ofEstimate = proposals.filter((p) => p.estimateId === estimateId);
  const accepted = ofEstimate.find((p) => p.status === 'accepted');
  const open = ofEstimate.find((p) => isOpen(p.status));
  const estimateHint = accepted
    ? i18n._('The customer already accepted {title}: save a new estimate to send another.', {
        title: proposalTitle(accepted),
      })
    : open
      ? i18n._('{title} is still open: its link will say it was replaced by the new version.', {
          title: proposalTitle(open),
        })
      : undefined;

  // Settings as loaded, or as the server last answered, whichever is newer: the server's 409
  // has Settings read again, and once they are back they say whether it still holds.
  const serverMissing = settings.dataUpdatedAt > create.submittedAt ? [] : missingOf(create.error);
  const missing =
    serverMissing.length > 0
      ? serverMissing
      : settings.data
        ? missingForProposals(settings.data)
        : [];
  const flags =
    estimate.data && materials.data ? estimateQuantityFlags(estimate.data, materials.data) : [];

  const submit = () => {
    if (missing.length > 0) return;
    if (typeof parsedDays === 'string') return setDaysError(parsedDays);
    setDaysError(null);
    if (flags.length > 0 && !quantitiesConfirmed) {
      return setConfirmError(
        i18n._('Confirm the quantities are right, or fix them in the estimator.'),
      );
    }
    create.mutate({ estimateId, validDays: parsedDays, photoIds }, { onSuccess: setCreated });
  };

  if (created) {
    return (
      <Dialog title={i18n._('Send the proposal')} onClose={onClose}>
        <CreatedProposalPanel
          created={created}
          customerEmail={project.customerEmail}
          onDone={onClose}
        />
      </Dialog>
    );
  }

  const serverErrors = create.error?.status === 400 ? create.error.fieldErrors() : {};
  const serverDays = serverErrors.validDays;
  // "photoIds.2": a chosen photo was deleted meanwhile (the list then reloads without it).
  const photoError = Object.entries(serverErrors).find(([path]) =>
    path.startsWith('photoIds'),
  )?.[1];
  return (
    <Dialog title={i18n._('Create proposal')} onClose={onClose}>
      <form
        ref={form}
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <SelectField
          label={i18n._('Saved estimate')}
          value={estimateId}
          onChange={(e) => {
            setEstimateId(e.target.value);
            // A confirmation was for the other estimate's quantities.
            setQuantitiesConfirmed(false);
            setConfirmError(null);
          }}
          hint={estimateHint}
        >
          {estimates.map((e) => (
            <option key={e.id} value={e.id}>
              {estimateChoiceText(e)}
            </option>
          ))}
        </SelectField>
        {flags.length > 0 && (
          <QuantityFlags
            flags={flags}
            several={(estimate.data?.options.length ?? 1) > 1}
            estimateId={estimateId}
            confirmed={quantitiesConfirmed}
            error={confirmError}
            onConfirm={(confirmed) => {
              setQuantitiesConfirmed(confirmed);
              setConfirmError(null);
            }}
          />
        )}
        <TextField
          label={i18n._('Valid for (days)')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PROPOSAL_VALID_DAYS}
          step={1}
          value={days}
          error={daysError ?? serverDays}
          hint={until}
          onChange={(e) => {
            setDaysText(e.target.value);
            setDaysError(null);
          }}
        />
        <ProposalPhotoPicker
          projectId={project.id}
          chosen={photoIds}
          onChange={setPhotoIds}
          error={photoError}
        />
        {missing.length > 0 && <MissingSettings missing={missing} canEdit={canEditSettings} />}
        {create.isError && !serverDays && !photoError && serverMissing.length === 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {i18n._('Could not create the proposal: {message}', {
              message: create.error.message,
            })}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {i18n._('Cancel')}
          </button>
          <button
            type="submit"
            className={buttonStyles.primary}
            disabled={create.isPending || missing.length > 0}
          >
            {create.isPending ? i18n._('Creating…') : i18n._('Create proposal')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

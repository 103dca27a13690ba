import { Trans } from '@lingui/react';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { formatUsd } from '../domain/format/format';
import type { ProposalSnapshot, PublicProposal } from '../domain/proposal/proposal';
import { MAX_SIGNATURE_BYTES, MAX_SIGNER_NAME } from '../domain/proposal/proposal';
import { buttonStyles } from '../web/components/ui/button-styles';
import { Callout } from '../web/components/ui/callout';
import { TextField } from '../web/components/ui/field';
import { ApiError } from '../web/lib/api-client';
import type { Signature } from './api';
import { acceptProposal } from './api';
import type { SignaturePadControl } from './signature-pad';
import { SignaturePadBox } from './signature-pad';
import { signatureTooLarge, submitFailureOf } from './submit-error';
import { FormPanel } from './form-panel';
import { i18n } from './i18n';

interface Errors {
  name?: string;
  signature?: string;
  agreed?: string;
  /** Not about one field: the server's message, or the network's. */
  form?: string;
}

/** The server's field paths to the fields of this form. */
function fieldOf(path: string): keyof Errors {
  if (path === 'signerName') return 'name';
  if (path === 'agreed') return 'agreed';
  if (path === 'signature' || path.startsWith('signature.')) return 'signature';
  return 'form';
}

/** Bytes of a base64 text (the PNG the server receives). */
function base64Bytes(b64: string): number {
  return Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
}

/**
 * Accepting one option: the customer's full name, a signature (drawn, or the typed name as the
 * accessible alternative) and agreement to the terms. Checked here first, so the usual mistakes
 * get their message next to the field at once; the server checks again and its 400 lands in the
 * same places. What was typed and drawn stays on any error.
 */
export function AcceptForm({
  token,
  snapshot,
  option,
  onCancel,
  onAccepted,
  onStale,
}: {
  token: string;
  snapshot: ProposalSnapshot;
  option: number;
  onCancel: () => void;
  onAccepted: (proposal: PublicProposal) => void;
  onStale: (message: string) => void;
}) {
  const chosen = snapshot.options[option]!;
  const total = formatUsd(chosen.totals.totalCents);
  const several = snapshot.options.length > 1;
  const [name, setName] = useState('');
  const [typed, setTyped] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const pad = useRef<SignaturePadControl | null>(null);
  const nameRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  const signatureHelpId = `${ids}-signature-help`;
  const signatureErrorId = `${ids}-signature-error`;
  const agreeId = `${ids}-agree`;
  const agreeErrorId = `${ids}-agree-error`;
  const typedId = `${ids}-typed`;

  // Focus moves into the form, so keyboard and screen reader users start where it begins.

  const focusField = (field: keyof Errors) => {
    const target =
      field === 'name'
        ? nameRef.current?.querySelector('input')
        : field === 'signature'
          ? document.getElementById(typedId)
          : field === 'agreed'
            ? document.getElementById(agreeId)
            : null;
    target?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const signerName = name.trim();
    const found: Errors = {};
    if (!signerName) found.name = i18n._('Enter your full name.');
    else if (signerName.length > MAX_SIGNER_NAME)
      found.name = i18n._('Your name can be at most {max} characters.', { max: MAX_SIGNER_NAME });
    let signature: Signature = { kind: 'typed' };
    if (!typed) {
      const control = pad.current;
      if (!control || control.isEmpty()) {
        found.signature = i18n._(
          'Draw your signature in the box, or type your name as your signature.',
        );
      } else {
        const png = control.pngBase64();
        if (base64Bytes(png) > MAX_SIGNATURE_BYTES) {
          found.signature = signatureTooLarge();
        } else {
          signature = { kind: 'drawn', png };
        }
      }
    }
    if (!agreed) found.agreed = i18n._('Tick the box to agree to the terms.');
    setErrors(found);
    const first = (['name', 'signature', 'agreed'] as const).find((f) => found[f]);
    if (first) {
      focusField(first);
      return;
    }

    setSending(true);
    try {
      onAccepted(await acceptProposal(token, { option, signerName, agreed: true, signature }));
    } catch (error) {
      const failure = submitFailureOf(error instanceof ApiError ? error : new ApiError(0, {}));
      if (failure.stale) {
        onStale(failure.message);
        return;
      }
      const next: Errors = {};
      for (const { path, message } of failure.fieldErrors) next[fieldOf(path)] ??= message;
      if (!next.name && !next.signature && !next.agreed) next.form ??= failure.message;
      setErrors(next);
      setSending(false);
      const firstField = (['name', 'signature', 'agreed'] as const).find((f) => next[f]);
      if (firstField) focusField(firstField);
    }
  };

  return (
    <FormPanel
      title={
        several
          ? i18n._('Accept {option}', { option: chosen.name })
          : i18n._('Accept this proposal')
      }
      sending={sending}
      onCancel={onCancel}
    >
      <p className="mt-1 text-slate-700">
        {several ? (
          <Trans
            id="{option}, total <0>{total}</0>"
            values={{ option: chosen.name, total }}
            components={{ 0: <span className="font-semibold text-slate-900" /> }}
          />
        ) : (
          <Trans
            id="Total <0>{total}</0>"
            values={{ total }}
            components={{ 0: <span className="font-semibold text-slate-900" /> }}
          />
        )}
      </p>

      <form noValidate onSubmit={submit} className="mt-5 space-y-5">
        <div ref={nameRef}>
          <TextField
            label={i18n._('Full name')}
            required
            autoComplete="name"
            maxLength={MAX_SIGNER_NAME}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (errors.name) setErrors({ ...errors, name: undefined });
            }}
            error={errors.name}
          />
        </div>

        <fieldset aria-describedby={errors.signature ? signatureErrorId : undefined}>
          <legend className="text-sm font-medium text-slate-800">
            {i18n._('Signature')}
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          </legend>
          <div className="mt-2 flex items-center gap-3">
            <input
              id={typedId}
              type="checkbox"
              className="size-5 shrink-0 accent-brand-700"
              checked={typed}
              onChange={(e) => {
                setTyped(e.target.checked);
                if (errors.signature) setErrors({ ...errors, signature: undefined });
              }}
            />
            <label htmlFor={typedId} className="text-sm text-slate-800">
              {i18n._('Type your name as your signature instead')}
            </label>
          </div>
          {typed ? (
            <div className="mt-3 rounded-md border-2 border-slate-300 bg-slate-50 px-4 py-5">
              <p className="text-sm text-slate-600">{i18n._('Your signature will read:')}</p>
              <p className="mt-1 min-h-9 font-serif text-2xl italic text-slate-900">
                {name.trim() || <span className="text-slate-500">{i18n._('Your full name')}</span>}
              </p>
            </div>
          ) : (
            <div className="mt-3">
              <p id={signatureHelpId} className="mb-2 text-sm text-slate-600">
                {i18n._('Sign in the box with your finger or the mouse.')}
              </p>
              <SignaturePadBox
                controlRef={pad}
                invalid={Boolean(errors.signature)}
                describedBy={signatureHelpId}
                onDrawn={() => setErrors((current) => ({ ...current, signature: undefined }))}
              />
              <div className="mt-2 flex justify-end">
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() => pad.current?.clear()}
                >
                  {i18n._('Clear')}
                </button>
              </div>
            </div>
          )}
          {errors.signature && (
            <p id={signatureErrorId} className="mt-1 text-sm font-medium text-red-700">
              {errors.signature}
            </p>
          )}
        </fieldset>

        <div>
          <div className="flex items-center gap-3">
            <input
              id={agreeId}
              type="checkbox"
              className="size-5 shrink-0 accent-brand-700"
              checked={agreed}
              aria-invalid={Boolean(errors.agreed)}
              aria-describedby={errors.agreed ? agreeErrorId : undefined}
              onChange={(e) => {
                setAgreed(e.target.checked);
                if (errors.agreed) setErrors({ ...errors, agreed: undefined });
              }}
            />
            <label htmlFor={agreeId} className="text-sm font-medium text-slate-800">
              {i18n._('I agree to the terms')}
            </label>
          </div>
          {snapshot.terms.trim() && (
            <p className="mt-1 pl-8 text-sm text-slate-600">
              <Trans
                id="<0>Read the terms</0> above the form."
                components={{ 0: <a href="#terms" className="underline underline-offset-2" /> }}
              />
            </p>
          )}
          {errors.agreed && (
            <p id={agreeErrorId} className="mt-1 text-sm font-medium text-red-700">
              {errors.agreed}
            </p>
          )}
        </div>

        {errors.form && (
          <Callout tone="error" role="alert">
            {errors.form}
          </Callout>
        )}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {i18n._('Cancel')}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={sending}>
            {sending ? i18n._('Accepting…') : i18n._('Accept proposal')}
          </button>
        </div>
      </form>
    </FormPanel>
  );
}

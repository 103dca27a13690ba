import type * as Schemas from '../../domain/account/account-schemas';

/** The schemas of the account forms (sign-in, setup, an invitation, Account, Team's invite). */
type FormSchemas = Pick<
  typeof Schemas,
  | 'setupSchema'
  | 'signInSchema'
  | 'acceptInvitationSchema'
  | 'profileSchema'
  | 'passwordChangeSchema'
  | 'invitationSchema'
>;

/**
 * One of the account forms' schemas, fetched when the form is first used rather than with its
 * screen: the schemas bring zod (about 25 KB gzip), which the sign-in page, the first page a
 * phone opens, would otherwise download before it can paint. The form asks for it as the person
 * starts typing (features/account/use-account-form.ts, Team's invite form), so it is there by the time they press the button.
 */
export function accountSchema<K extends keyof FormSchemas>(
  name: K,
): () => Promise<ReturnType<FormSchemas[K]>> {
  return () =>
    import('../../domain/account/account-schemas').then(
      (m) => m[name]() as ReturnType<FormSchemas[K]>,
    );
}

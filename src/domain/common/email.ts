// The email address rule every input shares (the schemas refine with it), apart from the
// schemas: a form that checks an address as it is sent (a proposal's email) needs no zod for it.

/**
 * The shape of an email address: one "@" with something before it, and a dot with something on
 * each side after it; no spaces. Checked by hand rather than with a regular expression so the
 * time stays linear in the length whatever the text is.
 */
export function looksLikeEmail(s: string): boolean {
  const at = s.indexOf('@');
  if (at <= 0 || at !== s.lastIndexOf('@') || /\s/.test(s)) return false;
  const domain = s.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}

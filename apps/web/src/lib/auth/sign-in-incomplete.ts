/**
 * The navigation state /loginredirect hands the landing page when a sign-in return gave up (spec §2.2):
 * the landing page then says the sign-in did not complete. Navigation state, not storage: the message
 * belongs to that one visit of the page.
 */
export const SIGN_IN_INCOMPLETE_STATE = { signInIncomplete: true } as const;

export function isSignInIncomplete(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'signInIncomplete' in state &&
    state.signInIncomplete === true
  );
}

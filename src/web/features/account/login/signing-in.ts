let warm: ((to: string) => void) | null = null;

/**
 * What to fetch while someone is on the sign-in screen, about to sign in: app.tsx names the signed-in app's
 * code (decision 0057). The screen itself knows none of it: it only says when, and where it will go.
 */
export function whileSigningIn(fetchAhead: (to: string) => void) {
  warm = fetchAhead;
}

/** The person started to fill in the form: the code of where they will land is fetched now, once. */
export function aboutToSignIn(to: string) {
  warm?.(to);
  warm = null;
}

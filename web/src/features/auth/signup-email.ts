// The email typed at sign-up is kept in the browser until it is verified (spec §3), so the
// confirmation pages can offer to resend without asking for it again.

const KEY = 'signupEmail';

export function rememberSignupEmail(email: string): void {
  try {
    localStorage.setItem(KEY, email);
  } catch {
    // Storage may be refused (private mode); the pages then ask for the email.
  }
}

export function signupEmail(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetSignupEmail(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

import { callApi } from '../api-client';

/** Resolves when the session cookie is valid; any failure (status ≥ 400 or network) means signed out. */
export async function validateSession(): Promise<boolean> {
  try {
    await callApi('validateSession');
    return true;
  } catch {
    return false;
  }
}

// The spec's answer to a save or a password change: { isSuccessful, errorMessage }.
export interface SaveResult {
  isSuccessful: boolean;
  errorMessage: string | null;
}

export const ok = (): SaveResult => ({ isSuccessful: true, errorMessage: null });
export const refused = (errorMessage: string): SaveResult => ({ isSuccessful: false, errorMessage });

import { createStore } from '../util/createStore';

/** The dialog opened from the user menu; kept outside the menu, which unmounts when it closes. */
export type ShellDialog = 'profile' | 'changePassword' | 'notifications' | null;

export const shellDialog = createStore<ShellDialog>(null);

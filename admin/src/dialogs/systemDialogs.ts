// Queue of the app-wide dialogs (system message, generic error, session expired), shown one at a
// time by SystemDialogHost. Plain functions so non-React code (the fetch helper) can raise them.
import { createStore } from '../util/createStore';

/** A line is a catalogue key (with interpolation values) or text that came from the server. */
export type DialogLine = { key: string; args?: Record<string, unknown> } | { text: string };

export interface SystemDialogRequest {
  kind: 'message' | 'error' | 'sessionExpired';
  titleKey: string;
  lines: DialogLine[];
}

export const systemDialogs = createStore<SystemDialogRequest[]>([]);

const enqueue = (request: SystemDialogRequest) =>
  systemDialogs.set((queue) =>
    // a burst of failing calls should produce one dialog of a kind, not a stack of them
    request.kind !== 'message' && queue.some((d) => d.kind === request.kind) ? queue : [...queue, request],
  );

export const showSystemMessage = (titleKey: string, lines: DialogLine[]) => enqueue({ kind: 'message', titleKey, lines });

/** Answers that mean "try again later" (rate limit, busy server) carry a message meant for the user. */
export const isRetryLater = (error: Error & { status?: number }) => error.status === 429 || error.status === 503;

export const showErrorDialog = (error: Error & { status?: number }) =>
  enqueue({
    kind: 'error',
    titleKey: 'app.error.title',
    lines: isRetryLater(error) ? [{ text: error.message }] : [{ text: error.name }, { key: 'app.error.message' }],
  });

export const showSessionExpired = () =>
  enqueue({ kind: 'sessionExpired', titleKey: 'app.session.expired_title', lines: [{ key: 'app.session.expired_message' }] });

export const closeSystemDialog = () => systemDialogs.set((queue) => queue.slice(1));

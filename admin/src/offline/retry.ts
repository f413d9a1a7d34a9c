// How a call that failed on a phone is judged by the queues that keep work for a better signal (the
// driver's stage moves, the yard check's entries): whether the request may have reached the app,
// and whether it is worth sending again later or was refused for good.

interface Refusal {
  status: number;
}

export const statusOf = (err: unknown) => (typeof err === 'object' && err && 'status' in err ? Number((err as Refusal).status) : -1);

/** No answer, or a gateway's: the request may or may not have reached the app. */
export const mayHaveArrived = (err: unknown) => statusOf(err) === 0 || statusOf(err) === 502 || statusOf(err) === 504;
/** Worth trying again later: no answer, or the server said so (busy, rate limited, its disk full). */
export const tryAgainLater = (err: unknown) => mayHaveArrived(err) || statusOf(err) === 503 || statusOf(err) === 429;

// POST /Mission/Note (operations §7): replaces a mission's notes, for the dispatcher or the
// mission's own operator; '' when cleared, as a save leaves it. A completed mission's notes stay
// as they were when it was done, as the rest of it does (save.ts).
import { UserType } from '../../../schemas/enums.js';
import type { MissionNoteRequest } from '../../../schemas/types.generated.js';
import type { NamedAction } from '../../engine/modules.js';
import { reachable } from '../../engine/service.js';
import { forbidden } from '../../errors.js';
import { ok } from '../../http/answers.js';
import { SAVE_RESULT } from '../../http/openapi/shapes.js';
import { sourceOf } from '../../http/routeSource.js';
import { refuseCompleted } from './save.js';

export const noteAction: NamedAction = {
  name: 'note',
  method: 'post',
  path: '/Mission/Note',
  summary: 'Add a note to a mission',
  access: { roles: [UserType.DispatchManager, UserType.Driver] },
  body: 'missionNoteRequest',
  answer: SAVE_RESULT,
  source: [sourceOf(import.meta.url)],
  async run({ ctx, principal, body, trx, writer }) {
    const { missionId, notes } = body as MissionNoteRequest;
    const mission = await reachable<'mission'>(ctx, trx, principal, ctx.registry.entity('mission'), missionId);
    if (principal.type === UserType.Driver && mission.computedDriverId !== principal.userId)
      throw forbidden("Only the Mission's operator can change its notes");
    refuseCompleted(mission);
    await writer.update('mission', mission, { notes: notes?.trim() ?? '' }, { action: 'note' });
    return ok();
  },
};

// The domain events webhooks carry, read from the change events the writer stores in the change's
// own transaction (app_event, engine/changeEvents.ts): that table is the outbox. An event exists
// exactly when its change committed — never lost, never sent for a change that rolled back — and
// its id follows commit order, so one cursor walks them all.
import { MissionStage } from '../../../schemas/enums.js';
import type { WebhookEventType } from '../../../schemas/types.generated.js';

export interface ChangeEvent {
  id: number;
  entity: string;
  action: string;
  ids: number[];
  companyId: number | null;
}

/** What an event of the outbox means to a subscriber; `needs` a record's field when the action alone does not say. */
export interface DomainEvent {
  type: WebhookEventType;
  entity: string;
  id: number;
}

/**
 * The domain events of one change event. A mission's stage change is a new missionStage row: its
 * stage tells a dispatch and a completion apart (`stageOf`, read with the rows).
 */
export function domainEventsOf(
  e: ChangeEvent,
  stageOf: (missionStageId: number) => { missionId: number; stage: number } | undefined,
): DomainEvent[] {
  const each = (type: WebhookEventType, entity = e.entity) => e.ids.map((id) => ({ type, entity, id }));
  const saved = e.action !== 'delete';
  switch (e.entity) {
    case 'mission':
      return e.action === 'create' ? each('mission.created') : [];
    case 'missionStage':
      if (e.action !== 'create') return [];
      return e.ids.flatMap((id) => {
        const s = stageOf(id);
        if (!s) return [];
        const out: DomainEvent[] = [{ type: 'mission.stage_changed', entity: 'mission', id: s.missionId }];
        if (s.stage === MissionStage.Dispatched) out.push({ type: 'mission.dispatched', entity: 'mission', id: s.missionId });
        if (s.stage === MissionStage.Complete) out.push({ type: 'mission.completed', entity: 'mission', id: s.missionId });
        return out;
      });
    case 'gateVisit':
      if (e.action === 'create') return each('gate.checked_in');
      return e.action === 'checkout' ? each('gate.checked_out') : [];
    case 'appointment':
      if (e.action === 'create') return each('appointment.booked');
      if (e.action === 'arrival') return each('appointment.arrived');
      return e.action === 'noShow' ? each('appointment.no_show') : [];
    case 'asset':
      return saved ? each('asset.saved') : [];
    case 'payload':
      // the payload's save, and on its own when its reefer reads out of range (payload/save.ts)
      if (e.action === 'reeferOutOfRange') return each('reefer.out_of_range');
      return saved ? each('payload.saved') : [];
    default:
      return [];
  }
}

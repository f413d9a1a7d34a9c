import { describe, expect, it } from 'vitest';
import { MissionStage } from '../../schemas/enums.js';
import { outOfRange } from '../../server/entities/payload/save.js';
import { domainEventsOf } from '../../server/entities/webhook/events.js';

const event = (entity: string, action: string, ids: number[]) => ({ id: 1, entity, action, ids, companyId: 1 });
const stages = new Map([
  [10, { missionId: 7, stage: MissionStage.Dispatched }],
  [11, { missionId: 7, stage: MissionStage.Wait }],
  [12, { missionId: 8, stage: MissionStage.Complete }],
]);
const types = (entity: string, action: string, ids: number[]) =>
  domainEventsOf(event(entity, action, ids), (id) => stages.get(id)).map((d) => `${d.type} ${d.entity}:${d.id}`);

describe('the domain events of the outbox’s change events', () => {
  it('when a mission stage row is written, then it is a stage change of its mission, and a dispatch or completion by its stage', () => {
    expect(types('missionStage', 'create', [10, 11, 12])).toEqual([
      'mission.stage_changed mission:7',
      'mission.dispatched mission:7',
      'mission.stage_changed mission:7',
      'mission.stage_changed mission:8',
      'mission.completed mission:8',
    ]);
    expect(types('mission', 'create', [7])).toEqual(['mission.created mission:7']);
    expect(types('mission', 'update', [7])).toEqual([]);
  });

  it('when the gate, the dock or a payload write, then their actions name the events; deletes and other entities name none', () => {
    expect(types('gateVisit', 'create', [3])).toEqual(['gate.checked_in gateVisit:3']);
    expect(types('gateVisit', 'checkout', [3])).toEqual(['gate.checked_out gateVisit:3']);
    expect(types('appointment', 'create', [4])).toEqual(['appointment.booked appointment:4']);
    expect(types('appointment', 'arrival', [4])).toEqual(['appointment.arrived appointment:4']);
    expect(types('appointment', 'noShow', [4])).toEqual(['appointment.no_show appointment:4']);
    expect(types('payload', 'update', [5, 6])).toEqual(['payload.saved payload:5', 'payload.saved payload:6']);
    expect(types('payload', 'delete', [5])).toEqual([]);
    expect(types('payload', 'reeferOutOfRange', [5])).toEqual(['reefer.out_of_range payload:5']);
    expect(types('asset', 'create', [2])).toEqual(['asset.saved asset:2']);
    expect(types('asset', 'repair', [2])).toEqual(['asset.saved asset:2']);
    expect(types('asset', 'delete', [2])).toEqual([]);
    expect(types('yardCheck', 'create', [9])).toEqual([]);
  });
});

describe('a reefer reading out of range', () => {
  const reading = (temperature: number | null, setPoint: number | null, isRefrigerated = true) => ({
    temperature,
    setPoint,
    isRefrigerated,
  });
  it('when it is further from the set point than the tolerance, then it is out of range; at the tolerance or without a set point, it is not', () => {
    expect(outOfRange(reading(41.5, 34), 5)).toBe(true);
    expect(outOfRange(reading(28, 34), 5)).toBe(true);
    expect(outOfRange(reading(39, 34), 5)).toBe(false);
    expect(outOfRange(reading(41.5, null), 5)).toBe(false);
    expect(outOfRange(reading(null, 34), 5)).toBe(false);
    expect(outOfRange(reading(80, 34, false), 5)).toBe(false);
    expect(outOfRange(reading(34.5, 34), 0)).toBe(true);
  });
});

// What web push tells whom (issue 34), read from the outbox's change events:
// - a mission Dispatched (a new missionStage row at that stage), or a Dispatched mission given to
//   another driver (mission/save.ts notes `reassign`): its driver;
// - a reefer read out of range (payload/save.ts notes `reeferOutOfRange`): the company's active
//   Dispatch Managers who reach the payload's asset — the same rule that lets a change reach their
//   live screens (changeScope.ts canSeeChange).
// Texts are English here and Spanish for a user whose settings say so (serverMessages.es.ts).
import { MissionStage, UserStatus, UserType } from '../../../schemas/enums.js';
import { toSpanish } from '../../../schemas/i18n/messages.js';
import { settingsLanguage } from '../../../schemas/i18n/translate.js';
import type { Principal } from '../../access/access.js';
import { canSeeChange } from '../../access/changeScope.js';
import { sitesOf } from '../../access/principal.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import type { OutboxEvent } from '../../engine/outbox.js';

export interface Notice {
  userId: number;
  title: string;
  body: string;
  /** The screen a tap opens. */
  url: string;
  /** One notification per tag on the device: a later one about the same thing replaces it. */
  tag: string;
  /** The outbox event it comes from: a browser subscribed after it is not told (the outbox holds the events of before). */
  eventId: number;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/%\{(\w+)\}/g, (_, k: string) => String(values[k]));
/** A text in the user's language; values are filled in after translation (messages.ts keeps %{name}). */
export const say = (spanish: boolean, text: string, values: Record<string, string | number>) =>
  fill(spanish ? toSpanish(text) : text, values);

export async function noticesOf(ctx: AppContext, trx: Db, events: OutboxEvent[]): Promise<Notice[]> {
  const dispatched = await dispatchedMissions(trx, events);
  const reassign = events.filter((e) => e.entity === 'mission' && e.action === 'reassign');
  const reassigned = new Map(reassign.flatMap((e) => e.ids.map((id) => [id, e.id] as const)));
  const reefers = events.filter((e) => e.entity === 'payload' && e.action === 'reeferOutOfRange');
  if (!dispatched.size && !reassigned.size && !reefers.length) return [];
  return [...(await missionNotices(ctx, trx, dispatched, reassigned)), ...(await reeferNotices(ctx, trx, reefers))];
}

/** The missions a new stage row made Dispatched, with the event that says so. */
async function dispatchedMissions(trx: Db, events: OutboxEvent[]): Promise<Map<number, number>> {
  const created = events.filter((e) => e.entity === 'missionStage' && e.action === 'create');
  const at = new Map(created.flatMap((e) => e.ids.map((id) => [id, e.id] as const)));
  if (!at.size) return new Map();
  const rows = await trx
    .selectFrom('mission_stage')
    .select(['id', 'mission_id'])
    .where('id', 'in', [...at.keys()])
    .where('mission_stage', '=', MissionStage.Dispatched)
    .execute();
  return new Map(rows.map((r) => [r.mission_id as number, at.get(r.id)!]));
}

/** The users who may be told (Active: a locked, disabled or deleted user hears nothing), each with whether he reads Spanish (his settings). */
export async function receiversOf(trx: Db, userIds: number[]): Promise<Map<number, { es: boolean }>> {
  if (!userIds.length) return new Map();
  const rows = await trx
    .selectFrom('app_user')
    .select(['id', 'settings', 'is_active'])
    .where('id', 'in', [...new Set(userIds)])
    .where('status', '=', UserStatus.Active)
    .execute();
  return new Map(
    rows
      .filter((r) => r.is_active !== false && r.is_active !== 0)
      .map((r) => [r.id, { es: settingsLanguage(r.settings as string | null) === 'es' }]),
  );
}

async function namesOf(ctx: AppContext, trx: Db, assetIds: number[], locationIds: number[]) {
  const [assets, locations] = await Promise.all([
    assetIds.length ? ctx.repo.findMany(trx, 'asset', { where: [{ prop: 'id', op: 'in', value: assetIds }] }) : [],
    locationIds.length ? ctx.repo.findMany(trx, 'location', { where: [{ prop: 'id', op: 'in', value: locationIds }] }) : [],
  ]);
  return {
    unit: new Map(assets.map((a) => [a.id!, a.assetModelId ?? ''])),
    place: new Map(locations.map((l) => [l.id!, l.location ?? ''])),
  };
}

async function missionNotices(
  ctx: AppContext,
  trx: Db,
  dispatched: Map<number, number>,
  reassigned: Map<number, number>,
): Promise<Notice[]> {
  const ids = [...new Set([...dispatched.keys(), ...reassigned.keys()])];
  if (!ids.length) return [];
  // as they are now: a mission taken back or moved on since is no news
  const missions = (await ctx.repo.findMany(trx, 'mission', { where: [{ prop: 'id', op: 'in', value: ids }] })).filter(
    (m) => m.missionStage === MissionStage.Dispatched && m.computedDriverId != null,
  );
  const { unit, place } = await namesOf(
    ctx,
    trx,
    missions.map((m) => m.assetId!),
    missions.flatMap((m) => [m.sourceLocationId!, m.targetLocationId!]),
  );
  const receivers = await receiversOf(
    trx,
    missions.map((m) => m.computedDriverId!),
  );
  return missions.flatMap((m) => {
    const receiver = receivers.get(m.computedDriverId!);
    if (!receiver) return [];
    const es = receiver.es;
    const title = reassigned.has(m.id!) ? 'Mission %{id} transferred to you' : 'Mission %{id} dispatched';
    return {
      userId: m.computedDriverId!,
      title: say(es, title, { id: m.id! }),
      body: `${unit.get(m.assetId!) ?? ''}: ${place.get(m.sourceLocationId!) ?? ''} → ${place.get(m.targetLocationId!) ?? ''}`,
      url: '/driver/home',
      tag: `mission-${m.id}`,
      eventId: reassigned.get(m.id!) ?? dispatched.get(m.id!)!,
    } satisfies Notice;
  });
}

async function reeferNotices(ctx: AppContext, trx: Db, events: OutboxEvent[]): Promise<Notice[]> {
  const companies = [...new Set(events.map((e) => e.companyId).filter((c): c is number => c !== null))];
  if (!companies.length) return [];
  // the Dispatch Managers with a subscription: the few a notice may go to
  const managers = await trx
    .selectFrom('app_user as u')
    .select(['u.id', 'u.type', 'u.pri_company_id', 'u.settings'])
    .where('u.type', '=', UserType.DispatchManager)
    .where('u.status', '=', UserStatus.Active)
    .where('u.is_active', '=', ctx.adapter.toDb('boolean', true) as never)
    .where('u.pri_company_id', 'in', companies)
    .where((eb) => eb.exists(eb.selectFrom('push_subscription as s').select('s.id').whereRef('s.user_id', '=', 'u.id')))
    .execute();
  if (!managers.length) return [];
  const principals = await Promise.all(
    managers.map(async (u) => {
      const user = { id: u.id, type: u.type as number, priCompanyId: u.pri_company_id };
      const reach = await sitesOf(ctx, user, trx);
      const p = { userId: u.id, type: user.type, companyId: user.priCompanyId, ...reach } as Principal;
      return { p, es: settingsLanguage(u.settings as string | null) === 'es' };
    }),
  );
  const payloads = await ctx.repo.findMany(trx, 'payload', {
    where: [{ prop: 'id', op: 'in', value: events.flatMap((e) => e.ids) }],
  });
  const byId = new Map(payloads.map((p) => [p.id!, p]));
  const { unit, place } = await namesOf(
    ctx,
    trx,
    payloads.map((p) => p.assetId!),
    payloads.map((p) => p.locId!).filter((l) => l != null),
  );
  return events.flatMap((e) =>
    e.ids.flatMap((id) => {
      const payload = byId.get(id);
      if (!payload) return [];
      const values = {
        unit: unit.get(payload.assetId!) ?? '',
        temperature: payload.temperature ?? '',
        setPoint: payload.setPoint ?? '',
        location: place.get(payload.locId!) ?? '',
      };
      return principals
        .filter(({ p }) => canSeeChange(ctx.registry, p, e))
        .map(({ p, es }) => ({
          userId: p.userId,
          title: say(es, 'Reefer %{unit} out of range', values),
          body: say(es, '%{temperature} °F, set point %{setPoint} °F, at %{location}', values),
          url: `/dispatch/payload/history/${payload.assetId}`,
          tag: `reefer-${payload.assetId}`,
          eventId: e.id,
        }));
    }),
  );
}

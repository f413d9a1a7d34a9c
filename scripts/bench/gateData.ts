// The gate's data in `npm run bench` (gateBench.ts, issue 32), added to the demo data of the first
// company (and to the missions of missionData.ts, which the check-in's board load reads):
//
// - carriers: the demo's and BENCH_CARRIERS more (free time 60–180 minutes, most with a rate);
// - trailers: `open` trailers in a yard now, each on its first visit, and one trailer for about
//   every nine departed visits, each coming back about every 40 days; a trailer belongs to one
//   carrier and serves one site (half of them the company's first site, three tenths its second,
//   the rest its third), with its site access, its Unit ID (the carrier's SCAC and a number),
//   type (every fifth a reefer), custody Carrier Interchange, and, once gone, departedDate;
// - visits: `visits` gate visits, `open` of them in the yard (checked in over the last two weeks,
//   parked at a location of the site, with their payload), the others departed, checked in
//   evenly over the year up to yesterday with a dwell of 30 minutes to three days, so that some
//   stay within their carrier's free time and most run into detention.
//
// Everything is inserted by INSERT … SELECT over a series (benchData.ts), the visits' indexes
// dropped for the load and built again after it.
import { sql } from 'kysely';
import type { AppContext } from '../../server/context.js';
import type { Db } from '../../server/db/dialect.js';
import { insertSeries, withoutIndexes } from './benchData.js';

/** Carriers added to the demo's. */
export const BENCH_CARRIERS = 37;
/** Departed visits a departed trailer makes in the year, about. */
const VISITS_A_TRAILER = 9;
/** Of every ten trailers, how many serve the company's first, second and third site. */
const SITE_WEIGHTS = [5, 3, 2];

export interface GateBenchData {
  company: number;
  /** The measured site: the company's first. */
  site: { id: number; name: string };
  /** Open visits at that site, and visits of every kind there. */
  inYardAtSite: number;
  visitsAtSite: number;
  /** Trailers added (in the yard and departed). */
  trailers: number;
  carriers: number[];
  /** Locations of the measured site a check-in may park at (not its gate). */
  parkLocations: number[];
  /** The lookups a check-in names. */
  lookups: { dryVan: number; trailer: number; loaded: number; inbound: number };
  /** The first and last check-in of the departed visits (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
}

const run = (db: Db, text: string) => sql.raw(text).execute(db);
const rowsOf = async <R>(db: Db, text: string) => (await sql.raw<R>(text).execute(db)).rows;
const ISO = `'%Y-%m-%dT%H:%M:%fZ'`;
const DAY_MS = 86_400_000;

export async function seedBenchGate(ctx: AppContext, o: { visits: number; open: number }): Promise<GateBenchData> {
  if (o.open > o.visits) throw new Error('bench: more open visits than visits');
  return ctx.db.transaction().execute(async (trx) => {
    const [{ company }] = await rowsOf<{ company: number }>(trx, 'select min(id) as company from company');
    const lookup = async (group: string, name: string) => {
      const [row] = await rowsOf<{ id: number }>(
        trx,
        `select l.id from lookup l join lookup_group g on g.id = l.lookup_group_type
          where l.company_id = ${company} and g.description = '${group}' and l.description = '${name}'`,
      );
      if (!row) throw new Error(`bench: the company has no ${group} '${name}'`);
      return row.id;
    };
    const ids = {
      available: await lookup('AssetStatus', 'Available'),
      interchange: await lookup('AssetCustody', 'Carrier Interchange'),
      dryVan: await lookup('AssetType', 'Dry Van'),
      reefer: await lookup('AssetType', 'Reefer'),
      trailer: await lookup('AssetCategory', 'Trailer'),
      empty: await lookup('PayloadStatus', 'Empty'),
      loaded: await lookup('PayloadStatus', 'Loaded'),
      inbound: await lookup('PayloadAssignment', 'Inbound'),
      outbound: await lookup('PayloadAssignment', 'Outbound'),
      gate: await lookup('LocationType', 'Gate'),
    };
    const sites = await rowsOf<{ id: number; site_name: string }>(
      trx,
      `select id, site_name from site where company_id = ${company} order by id limit ${SITE_WEIGHTS.length}`,
    );
    const [user] = await rowsOf<{ id: number }>(trx, `select min(id) as id from app_user where pri_company_id = ${company}`);

    // The sites by slot (a trailer's number mod 10), the locations a trailer parks at (not the
    // gate), each site's gate location, and the carriers.
    await run(trx, 'create temp table bench_gate_park (site_id integer, k integer, id integer, primary key (site_id, k))');
    await run(trx, 'create temp table bench_gate_site (slot integer primary key, site_id integer, gate_id integer, parks integer)');
    await run(
      trx,
      'create temp table bench_gate_carrier (k integer primary key, id integer, scac text, free_minutes integer, detention_rate real)',
    );
    const weights = SITE_WEIGHTS.slice(0, sites.length);
    const slots = weights.flatMap((w, s) => Array<number>(w).fill(s));
    await run(
      trx,
      `insert into bench_gate_park select l.site_id, row_number() over (partition by l.site_id order by l.id) - 1, l.id
        from location l join site s on s.id = l.site_id
        where s.company_id = ${company} and l.is_active = 1 and l.location_type <> ${ids.gate}`,
    );
    for (const [slot, s] of slots.entries())
      await run(
        trx,
        `insert into bench_gate_site select ${slot}, ${sites[s].id},
          (select min(id) from location where site_id = ${sites[s].id} and location_type = ${ids.gate}),
          (select count(*) from bench_gate_park where site_id = ${sites[s].id})`,
      );
    const at = new Date().toISOString();
    for (let i = 0; i < BENCH_CARRIERS; i++) {
      const scac = `X${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;
      const rate = [null, 50, 65, 75, 90][i % 5];
      await run(
        trx,
        `insert into carrier (company_id, name, scac, phone, email, free_minutes, detention_rate, is_active, update_date)
          values (${company}, 'Bench Carrier ${scac}', '${scac}', '(555) 555-01${String(i % 100).padStart(2, '0')}', null,
            ${[120, 90, 120, 180, 60][i % 5]}, ${rate ?? 'null'}, 1, '${at}')`,
      );
    }
    await run(
      trx,
      `insert into bench_gate_carrier select row_number() over (order by id) - 1, id, scac, free_minutes, detention_rate
        from carrier where company_id = ${company} and is_active = 1`,
    );
    const carriers = (await rowsOf<{ id: number }>(trx, 'select id from bench_gate_carrier order by k')).map((r) => r.id);
    const [{ parkless }] = await rowsOf<{ parkless: number }>(trx, 'select count(*) as parkless from bench_gate_site where parks = 0');
    if (parkless) throw new Error('bench: a site has no location to park at');

    // --- the trailers: 0 … open - 1 in a yard, the rest departed -----------------------------
    const departed = o.visits - o.open;
    const goneTrailers = departed ? Math.max(1, Math.round(departed / VISITS_A_TRAILER)) : 0;
    const trailers = o.open + goneTrailers;
    const [{ firstAsset }] = await rowsOf<{ firstAsset: number }>(trx, 'select coalesce(max(id), 0) + 1 as firstAsset from asset');
    // trailer k: its carrier, its site slot, its park location
    const carrierOf = `c.k = n.i % ${carriers.length}`;
    const siteOf = `s.slot = n.i % ${slots.length}`;
    const parkOf = (k: string) => `(select id from bench_gate_park p where p.site_id = s.site_id and p.k = (${k}) % s.parks)`;
    await insertSeries(
      trx,
      'asset',
      trailers,
      {
        asset_model_id: `c.scac || ' ' || printf('%06d', n.i)`,
        asset_description: `case when n.i % 5 = 0 then '53 ft reefer, bench' else '53 ft dry van, bench' end`,
        pri_company_id: String(company),
        asset_status: String(ids.available),
        asset_type: `case when n.i % 5 = 0 then ${ids.reefer} else ${ids.dryVan} end`,
        asset_category: String(ids.trailer),
        custody: String(ids.interchange),
        assign_loc_id: 's.gate_id',
        asset_loc_id: `case when n.i < ${o.open} then ${parkOf('n.i')} else s.gate_id end`,
        is_active: '1',
        has_payload: '1',
        update_date: `'${at}'`,
        update_user: `'bench'`,
      },
      `join bench_gate_carrier c on ${carrierOf} join bench_gate_site s on ${siteOf}`,
    );
    await insertSeries(
      trx,
      'asset_site_access',
      trailers,
      { asset_id: `${firstAsset} + n.i`, site_id: 's.site_id' },
      `join bench_gate_site s on ${siteOf}`,
    );
    // The payloads of the trailers in the yard, as their check-in recorded them.
    await insertSeries(
      trx,
      'payload',
      o.open,
      {
        company_id: String(company),
        asset_id: `${firstAsset} + n.i`,
        loc_id: parkOf('n.i'),
        payload_status_id: `case when n.i % 3 = 0 then ${ids.empty} else ${ids.loaded} end`,
        payload_assign_id: `case when n.i % 4 = 0 then ${ids.outbound} else ${ids.inbound} end`,
        is_refrigerated: `n.i % 5 = 0`,
        temperature: `case when n.i % 5 = 0 then 34 + n.i % 4 end`,
        is_complete: '0',
        update_date: `'${at}'`,
      },
      `join bench_gate_site s on ${siteOf}`,
    );

    // --- the visits: departed ones first (in check-in order), then the open ones -------------
    const now = Date.now();
    const start = now - 365 * DAY_MS; // the first departed check-in; the last is yesterday's
    const stepMs = departed ? (364 * DAY_MS) / departed : 0;
    const ms = (expr: string) => `strftime(${ISO}, (${expr}) / 1000.0, 'unixepoch')`;
    const h = '((n.i * 7919) % 10007)';
    // Dwell in minutes: a quarter within about an hour and a half, the others longer, up to three days.
    const dwell = `case n.i % 4 when 0 then 30 + ${h} % 90 when 1 then 60 + ${h} % 240 when 2 then 120 + ${h} % 1440 else 240 + ${h} % 4080 end`;
    const visit = (k: string, v: { checkIn: string; open: boolean }) => ({
      company_id: String(company),
      site_id: 's.site_id',
      carrier_id: 'c.id',
      asset_id: `${firstAsset} + ${k}`,
      unit_id: `c.scac || ' ' || printf('%06d', ${k})`,
      open_asset_id: v.open ? `${firstAsset} + ${k}` : 'null',
      in_yard: v.open ? '1' : '0',
      check_in_date: ms(v.checkIn),
      in_tractor: `'TR-' || (1000 + ${h} % 9000)`,
      in_driver_name: `'Driver ' || (${h} % 500)`,
      in_seal_number: `case when n.i % 3 = 0 then null else 'SL' || (100000 + ${h} * 7) end`,
      in_payload_status_id: `case when n.i % 3 = 0 then ${ids.empty} else ${ids.loaded} end`,
      payload_assign_id: `case when n.i % 4 = 0 then ${ids.outbound} else ${ids.inbound} end`,
      is_refrigerated: `${k} % 5 = 0`,
      set_point: `case when ${k} % 5 = 0 then 34 end`,
      gate_temperature: `case when ${k} % 5 = 0 then 34 + n.i % 4 end`,
      park_location_id: parkOf('n.i'),
      free_minutes: 'c.free_minutes',
      detention_rate: 'c.detention_rate',
      notes: `case when n.i % 20 = 0 then 'Bench visit ' || n.i end`,
      check_out_date: v.open ? 'null' : ms(`${v.checkIn} + (${dwell}) * 60000`),
      out_tractor: v.open ? 'null' : `'TR-' || (1000 + (${h} * 3) % 9000)`,
      out_driver_name: v.open ? 'null' : `'Driver ' || ((${h} * 3) % 500)`,
      out_seal_number: v.open ? 'null' : `case when n.i % 2 = 0 then 'SL' || (200000 + ${h} * 11) end`,
      out_payload_status_id: v.open ? 'null' : `case when n.i % 2 = 0 then ${ids.loaded} else ${ids.empty} end`,
      check_in_user_id: String(user.id),
      check_out_user_id: v.open ? 'null' : String(user.id),
      update_date: v.open ? ms(v.checkIn) : ms(`${v.checkIn} + (${dwell}) * 60000`),
    });
    // the visit's trailer k, its carrier and its site
    const ofTrailer = (k: string) =>
      `join bench_gate_carrier c on c.k = (${k}) % ${carriers.length} join bench_gate_site s on s.slot = (${k}) % ${slots.length}`;
    const gone = `(${o.open} + n.i % ${Math.max(goneTrailers, 1)})`;
    await withoutIndexes(trx, ['gate_visit'], async () => {
      // departed visit i: trailer open + i mod goneTrailers, at its site, checked in at start + i steps
      await insertSeries(trx, 'gate_visit', departed, visit(gone, { checkIn: `${start} + n.i * ${stepMs}`, open: false }), ofTrailer(gone));
      // open visit i: trailer i, checked in 5 minutes to 14 days ago
      await insertSeries(
        trx,
        'gate_visit',
        o.open,
        visit('n.i', { checkIn: `${now} - (5 + ${h} * 13 % (14 * 1440)) * 60000`, open: true }),
        ofTrailer('n.i'),
      );
    });
    // A departed trailer left when its last visit checked out.
    await run(
      trx,
      `update asset set departed_date = (select max(check_out_date) from gate_visit g where g.asset_id = asset.id)
        where id >= ${firstAsset + o.open} and id < ${firstAsset + trailers}`,
    );
    for (const t of ['bench_gate_site', 'bench_gate_park', 'bench_gate_carrier']) await run(trx, `drop table ${t}`);

    const site = sites[0];
    const [counts] = await rowsOf<{ open: number; all: number }>(
      trx,
      `select sum(in_yard) as open, count(*) as "all" from gate_visit where site_id = ${site.id}`,
    );
    const park = await rowsOf<{ id: number }>(
      trx,
      `select id from location where site_id = ${site.id} and is_active = 1 and location_type <> ${ids.gate} order by id`,
    );
    const day = (t: number) => new Date(t).toISOString().slice(0, 10);
    return {
      company,
      site: { id: site.id, name: site.site_name },
      inYardAtSite: counts.open,
      visitsAtSite: counts.all,
      trailers,
      carriers,
      parkLocations: park.map((r) => r.id),
      lookups: { dryVan: ids.dryVan, trailer: ids.trailer, loaded: ids.loaded, inbound: ids.inbound },
      firstDay: day(start),
      lastDay: day(start + (departed - 1) * stepMs),
    };
  });
}

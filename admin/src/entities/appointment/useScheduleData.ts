// What the door schedule reads: the site's dock doors (its active locations whose Location Type is
// Dock Door, in their sort order) and the day's appointments there (POST /Appointments/Day: every
// appointment whose window meets the day in the user's zone, one that crosses midnight too). The appointments' query starts with
// 'appointments', the entity's REST name, so the live stream reads it again on any appointment's
// change anywhere (engine/live/useLiveUpdates.ts) — every open schedule follows within a second.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { EntityRecords } from '../../../../schemas/types.generated';
import { fleet } from '../../api/fleet';
import { ALL_ROWS } from '../../engine/inputs/choices';
import { useLookups } from '../../engine/inputs/useLookups';

export type Appointment = EntityRecords['appointment'];
export type Status = NonNullable<Appointment['status']>;
export interface Door {
  id: number;
  name: string;
}

/** The location type of a dock door (the lookup's description, as the server's schema names it). */
const DOCK_DOOR = 'Dock Door';
/** Statuses in which an appointment no longer holds its door (server/entities/appointment/booking.ts RELEASED). */
export const RELEASED: readonly Status[] = ['Cancelled', 'No-Show'];
/** As the operational lists, for whenever the live stream is down (operations §9). */
const REFRESH_MS = 60_000;

/** The query key of a day's appointments at a site: 'appointments' first, for the live stream. */
export const scheduleKey = (siteId: number | null, day: string) => ['appointments', 'schedule', siteId, day] as const;

export function useDoors(companyId: number | null, siteId: number | null): Door[] | undefined {
  const types = useLookups('LocationType', companyId);
  const { data } = useGetList(
    'locations',
    { pagination: ALL_ROWS, sort: { field: 'sort', order: 'ASC' }, filter: { siteId } },
    { enabled: siteId !== null },
  );
  return useMemo(() => {
    if (!data || !types) return undefined;
    const doors = new Set(types.filter((t) => t.description === DOCK_DOOR).map((t) => t.id));
    return data
      .filter((l) => l.siteId === siteId && l.isActive !== false && doors.has(l.locationType))
      .map((l) => ({ id: l.id as number, name: String(l.location) }));
  }, [data, types, siteId]);
}

export function useDayAppointments(companyId: number | null, siteId: number | null, day: string) {
  return useQuery({
    queryKey: scheduleKey(siteId, day),
    enabled: companyId !== null && siteId !== null,
    refetchInterval: REFRESH_MS,
    queryFn: async ({ signal }) =>
      (await fleet.post<{ appointments: Appointment[] }>('/Appointments/Day', { siteId, day }, { quiet: true, keep: false, signal }))
        .appointments,
  });
}

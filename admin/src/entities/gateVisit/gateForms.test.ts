import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_ALIASES,
  CHECK_IN_FIELDS,
  checkInBody,
  checkInErrors,
  checkOutBody,
  checkOutErrors,
  isNewTrailer,
  loadedStatusIds,
  refusalsOnFields,
} from './gateForms';

const statuses = [
  { id: 1, description: 'Empty' },
  { id: 3, description: 'Loaded' },
  { id: 5, description: 'Sealed' },
];
const loaded = loadedStatusIds(statuses);
const known = { siteId: 2, carrierId: 7, assetId: 40, unitId: 'TRL-1009', payloadStatusId: 1, payloadAssignId: 2 };
const messageOf = (e: unknown) => (e as { message: string; args: Record<string, unknown> } | undefined)?.args?.label;

describe('gate forms', () => {
  it('when a check-in is blank, then site, carrier, Unit ID, payload status and assignment are required', () => {
    const errors = checkInErrors({}, loaded);
    expect(Object.keys(errors).sort()).toEqual(['carrierId', 'payloadAssignId', 'payloadStatusId', 'siteId', 'unitId']);
    expect(checkInErrors(known, loaded)).toEqual({});
  });

  it('when the typed Unit ID is none of the company’s assets, then the new trailer needs its type and category', () => {
    const typed = { ...known, assetId: null, unitId: 'NEW-77' };
    expect(isNewTrailer(typed)).toBe(true);
    expect(isNewTrailer(known)).toBe(false);
    expect(Object.keys(checkInErrors(typed, loaded)).sort()).toEqual(['assetCategory', 'assetType']);
    expect(checkInErrors({ ...typed, assetType: 1, assetCategory: 2 }, loaded)).toEqual({});
  });

  it('when the trailer is loaded or sealed, then its seal is required, in and out', () => {
    expect(messageOf(checkInErrors({ ...known, payloadStatusId: 3 }, loaded).sealNumber)).toBe('Seal Number');
    expect(messageOf(checkInErrors({ ...known, payloadStatusId: 5, sealNumber: ' ' }, loaded).sealNumber)).toBe('Seal Number');
    expect(checkInErrors({ ...known, payloadStatusId: 3, sealNumber: 'S-1' }, loaded)).toEqual({});
    expect(Object.keys(checkOutErrors({ visitId: 9, payloadStatusId: 3 }, loaded))).toEqual(['sealNumber']);
    // named as the check-out's field is labelled
    expect(messageOf(checkOutErrors({ visitId: 9, payloadStatusId: 3 }, loaded).sealNumber)).toBe('Outbound Seal Number');
    expect(checkOutErrors({ visitId: 9, payloadStatusId: 1 }, loaded)).toEqual({});
    expect(Object.keys(checkOutErrors({}, loaded)).sort()).toEqual(['payloadStatusId', 'visitId']);
  });

  it('when the trailer is refrigerated, then its set point and gate temperature are required within -100..150 °F', () => {
    const reefer = { ...known, isRefrigerated: true };
    expect(Object.keys(checkInErrors(reefer, loaded)).sort()).toEqual(['setPoint', 'temperature']);
    const out = checkInErrors({ ...reefer, setPoint: -101, temperature: 151 }, loaded);
    expect(out.setPoint).toMatchObject({ message: 'maintenance.validation.minimum', args: { minimum: -100 } });
    expect(out.temperature).toMatchObject({ message: 'maintenance.validation.maximum', args: { maximum: 150 } });
    expect(checkInErrors({ ...reefer, setPoint: '-10', temperature: 34.5 }, loaded)).toEqual({});
  });

  it('when a check-in is sent, then a known trailer goes by id, a new one by Unit ID, type and category, blanks as null', () => {
    const reefer = {
      ...known,
      isRefrigerated: true,
      setPoint: '-10',
      temperature: '34.5',
      tractor: ' T-55 ',
      notes: '',
      parkLocationId: 12,
    };
    expect(checkInBody(reefer)).toEqual({
      siteId: 2,
      carrierId: 7,
      assetId: 40,
      tractor: 'T-55',
      driverName: null,
      sealNumber: null,
      payloadStatusId: 1,
      payloadAssignId: 2,
      isRefrigerated: true,
      setPoint: -10,
      temperature: 34.5,
      parkLocationId: 12,
      appointmentId: null,
      notes: null,
    });
    expect(checkInBody({ ...known, appointmentId: 31 }).appointmentId).toBe(31);
    const created = checkInBody({
      ...known,
      assetId: null,
      unitId: ' NEW-77 ',
      assetType: 1,
      assetCategory: 2,
      setPoint: 5,
      parkLocationId: '',
    });
    expect(created).toMatchObject({
      unitId: 'NEW-77',
      assetType: 1,
      assetCategory: 2,
      setPoint: null,
      temperature: null,
      parkLocationId: null,
    });
    expect(created).not.toHaveProperty('assetId');
    expect(checkOutBody({ visitId: 9, payloadStatusId: 1, sealNumber: 'S-2' })).toEqual({
      visitId: 9,
      sealNumber: 'S-2',
      payloadStatusId: 1,
      tractor: null,
      driverName: null,
      notes: null,
    });
  });

  it('when the server refuses, then its message goes on the field it names, the trailer’s whether it names the asset or the Unit ID', () => {
    const details = [
      { field: 'assetId', message: 'TRL-1009 is already in the yard at Chicago since 11-29-2026 08:00 AM' },
      { field: 'sealNumber', message: 'Seal Number is required' },
      { field: 'companyId', message: 'Not yours' },
    ];
    expect(refusalsOnFields(details, CHECK_IN_FIELDS, CHECK_IN_ALIASES)).toEqual({
      onForm: { unitId: details[0].message, sealNumber: 'Seal Number is required' },
      elsewhere: ['Not yours'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { MissionStage } from '../shared/stages';
import { completeMove, parkPayloadErrors, type ParkPayloadValues } from './parkPayload';
import type { MissionRow } from './stageButtons';
import { formFieldOf } from './useStageChange';

const filled: ParkPayloadValues = {
  parkLocationId: 40,
  notes: '  parked at the door ',
  payloadStatusId: 5,
  payloadAssignId: 6,
  isRefrigerated: true,
  temperature: '34.5',
  payloadNotes: '',
  payloadContents: [
    { contentTypeId: 9, quantity: '12' },
    { contentTypeId: 10, quantity: 3 },
  ],
};
const says = (message: string) => ({ message, args: {} });
const required = (label: string) => ({ message: 'maintenance.validation.required', args: { label } });

describe('the Park and Payload form (operations §5)', () => {
  it('when everything is filled in, then it has no errors', () => {
    expect(parkPayloadErrors(filled, true)).toEqual({});
  });

  it('when the park location, payload status or assignment is missing, then each is required', () => {
    const errors = parkPayloadErrors({ ...filled, parkLocationId: '', payloadStatusId: null, payloadAssignId: undefined }, true);
    expect(errors).toEqual({
      parkLocationId: required('Park Location'),
      payloadStatusId: required('Payload Status'),
      payloadAssignId: required('Payload Assignment'),
    });
  });

  it('when refrigerated without a temperature, then "Temperature is required"; not refrigerated, none is needed', () => {
    expect(parkPayloadErrors({ ...filled, temperature: '' }, true)).toEqual({ temperature: required('Temperature') });
    expect(parkPayloadErrors({ ...filled, temperature: 'warm' }, true)).toEqual({ temperature: required('Temperature') });
    expect(parkPayloadErrors({ ...filled, isRefrigerated: false, temperature: '' }, true)).toEqual({});
  });

  it('when a content row lacks its type, repeats one, or has a quantity of 0 or less, then that row says so', () => {
    const errors = parkPayloadErrors(
      {
        ...filled,
        payloadContents: [
          { contentTypeId: '', quantity: 1 },
          { contentTypeId: 9, quantity: 0 },
          { contentTypeId: 9, quantity: -2 },
          { contentTypeId: 10, quantity: '' },
          { contentTypeId: 11, quantity: 1 },
        ],
      },
      true,
    );
    expect(errors).toEqual({
      payloadContents: [
        { contentTypeId: says('payloads.must_select_item') },
        { quantity: says('payloads.qty_above_zero') },
        { contentTypeId: says('payloads.content_once'), quantity: says('payloads.qty_above_zero') },
        { quantity: says('payloads.qty_above_zero') },
        {},
      ],
    });
  });

  it('when the asset does not track payload, then only the park location counts', () => {
    expect(parkPayloadErrors({ parkLocationId: 40, payloadContents: [{ contentTypeId: '' }] }, false)).toEqual({});
    expect(parkPayloadErrors({}, false)).toEqual({ parkLocationId: required('Park Location') });
  });
});

describe('the Complete move', () => {
  const mission = { id: 3, missionStage: MissionStage.Resume } as MissionRow;

  it('when the asset tracks payload, then the stage, the park location and the payload go in one body', () => {
    expect(completeMove(mission, filled, true)).toEqual({
      id: 3,
      currentMissionStage: MissionStage.Resume,
      missionStage: MissionStage.Complete,
      notes: 'parked at the door',
      parkLocationId: 40,
      payload: {
        payloadStatusId: 5,
        payloadAssignId: 6,
        isRefrigerated: true,
        temperature: 34.5,
        payloadNotes: null,
        payloadContents: [
          { contentTypeId: 9, quantity: 12 },
          { contentTypeId: 10, quantity: 3 },
        ],
      },
    });
  });

  it('when the payload is not refrigerated, then no temperature is sent; without payload tracking, no payload', () => {
    expect(completeMove(mission, { ...filled, isRefrigerated: false }, true).payload).toMatchObject({
      isRefrigerated: false,
      temperature: null,
    });
    expect(completeMove(mission, filled, false)).toMatchObject({ parkLocationId: 40, payload: null });
  });

  it("when the server names a payload field, then it is the dialog's field", () => {
    expect(formFieldOf('payload.temperature')).toBe('temperature');
    expect(formFieldOf('payload.payloadContents[1].quantity')).toBe('payloadContents.1.quantity');
    expect(formFieldOf('parkLocationId')).toBe('parkLocationId');
  });
});

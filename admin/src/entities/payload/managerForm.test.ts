import { describe, expect, it } from 'vitest';
import { managerErrors, saveBody, startValues, type ManagerValues } from './managerForm';
import { detailsByField, formFieldOf } from './payloadForm';

const filled: ManagerValues = {
  locId: 40,
  payloadStatusId: 5,
  payloadAssignId: 6,
  isRefrigerated: true,
  temperature: '34.5',
  payloadNotes: '  seal 4471 ',
  payloadContents: [
    { contentTypeId: 9, quantity: '12' },
    { contentTypeId: 10, quantity: 3 },
  ],
};
const says = (message: string) => ({ message, args: {} });
const required = (label: string) => ({ message: 'maintenance.validation.required', args: { label } });

describe('the payload manager form (operations §5 "Payload")', () => {
  it('when the asset has no payload yet, then the form is blank at the asset’s current location', () => {
    expect(startValues(null, 77)).toEqual({
      locId: 77,
      payloadStatusId: '',
      payloadAssignId: '',
      isRefrigerated: false,
      temperature: null,
      payloadNotes: '',
      payloadContents: [],
    });
    expect(startValues(null, null).locId).toBe('');
  });

  it('when the asset has a payload, then the form starts from it, its content rows without their ids', () => {
    const recent = {
      id: 3,
      assetId: 12,
      locId: 41,
      payloadStatusId: 5,
      payloadAssignId: 6,
      isRefrigerated: true,
      temperature: -10,
      payloadNotes: null,
      payloadContents: [{ payloadContentId: 8, payloadId: 3, contentTypeId: 9, quantity: 1500 }],
    };
    expect(startValues(recent, 77)).toEqual({
      locId: 41,
      payloadStatusId: 5,
      payloadAssignId: 6,
      isRefrigerated: true,
      temperature: -10,
      payloadNotes: '',
      payloadContents: [{ contentTypeId: 9, quantity: 1500 }],
    });
  });

  it('when everything is filled in, then it has no errors', () => {
    expect(managerErrors(filled)).toEqual({});
  });

  it('when the location, status or assignment is missing, then each is required; refrigerated without a temperature, "Temperature is required"', () => {
    expect(managerErrors({ ...filled, locId: '', payloadStatusId: null, payloadAssignId: '', temperature: ' ' })).toEqual({
      locId: required('Location'),
      payloadStatusId: required('Payload Status'),
      payloadAssignId: required('Payload Assignment'),
      temperature: required('Temperature'),
    });
    expect(managerErrors({ ...filled, isRefrigerated: false, temperature: '' })).toEqual({});
  });

  it('when content rows lack a type, repeat one or have a quantity of 0 or less, then each row says so in the spec’s words', () => {
    const errors = managerErrors({
      ...filled,
      payloadContents: [
        { contentTypeId: '', quantity: 2 },
        { contentTypeId: 9, quantity: 0 },
        { contentTypeId: 9, quantity: 1 },
        { contentTypeId: 10, quantity: 'x' },
      ],
    });
    expect(errors).toEqual({
      payloadContents: [
        { contentTypeId: says('payloads.must_select_item') },
        { quantity: says('payloads.qty_above_zero') },
        { contentTypeId: says('payloads.content_once') },
        { quantity: says('payloads.qty_above_zero') },
      ],
    });
  });

  it('when saved, then the body is a new payload of the asset (no id), numbers as numbers, no temperature unless refrigerated', () => {
    expect(saveBody(12, filled)).toEqual({
      assetId: 12,
      locId: 40,
      payloadStatusId: 5,
      payloadAssignId: 6,
      isRefrigerated: true,
      temperature: 34.5,
      payloadNotes: 'seal 4471',
      payloadContents: [
        { contentTypeId: 9, quantity: 12 },
        { contentTypeId: 10, quantity: 3 },
      ],
    });
    expect(saveBody(12, { ...filled, isRefrigerated: false, payloadContents: [] })).toMatchObject({
      temperature: null,
      payloadContents: [],
    });
  });

  it('when the server names a content row’s field, then it is the form’s field', () => {
    expect(formFieldOf('payloadContents[1].quantity')).toBe('payloadContents.1.quantity');
    expect(formFieldOf('temperature')).toBe('temperature');
  });

  it('when the server refuses with details, then each goes to the field it names; one naming no field is left out', () => {
    expect(
      detailsByField([
        { field: 'assetId', message: 'TRL-1010 does not track payloads' },
        { field: 'payloadContents[0].contentTypeId', message: 'Each content type can be chosen only once' },
        { message: 'Validation failed' },
      ]),
    ).toEqual({
      assetId: 'TRL-1010 does not track payloads',
      'payloadContents.0.contentTypeId': 'Each content type can be chosen only once',
    });
    expect(detailsByField(undefined)).toEqual({});
  });
});

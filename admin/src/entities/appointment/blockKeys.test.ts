import { describe, expect, it } from 'vitest';
import { blockKey } from './blockKeys';

const where = { doorIds: [1, 2, 3], dayStart: Date.parse('2027-01-09T06:00:00Z'), dayEnd: Date.parse('2027-01-10T06:00:00Z') };
const at = { doorId: 2, startDate: '2027-01-09T14:00:00.000Z', endDate: '2027-01-09T15:00:00.000Z' };

describe('a key on a block of the door schedule', () => {
  it('when an arrow is pressed, then the block moves 15 minutes or to the neighbouring door, its length kept', () => {
    expect(blockKey('ArrowDown', false, at, where)).toEqual({
      act: 'move',
      to: { doorId: 2, startDate: '2027-01-09T14:15:00.000Z', endDate: '2027-01-09T15:15:00.000Z' },
    });
    expect(blockKey('ArrowUp', false, at, where)).toMatchObject({ to: { startDate: '2027-01-09T13:45:00.000Z' } });
    expect(blockKey('ArrowLeft', false, at, where)).toMatchObject({ to: { doorId: 1, startDate: at.startDate } });
    expect(blockKey('ArrowRight', false, at, where)).toMatchObject({ to: { doorId: 3 } });
  });

  it('when Shift and up or down is pressed, then its end moves, never under 15 minutes', () => {
    expect(blockKey('ArrowDown', true, at, where)).toMatchObject({ to: { startDate: at.startDate, endDate: '2027-01-09T15:15:00.000Z' } });
    const short = { ...at, endDate: '2027-01-09T14:15:00.000Z' };
    expect(blockKey('ArrowUp', true, short, where)).toEqual({ act: 'stay' });
  });

  it('when the move would leave the day or the doors, then the block stays; Enter opens it, Delete cancels it, other keys pass', () => {
    expect(blockKey('ArrowRight', false, { ...at, doorId: 3 }, where)).toEqual({ act: 'stay' });
    expect(blockKey('ArrowUp', false, { ...at, startDate: '2027-01-09T06:00:00.000Z' }, where)).toEqual({ act: 'stay' });
    expect(blockKey('Enter', false, at, where)).toEqual({ act: 'open' });
    expect(blockKey('Delete', false, at, where)).toEqual({ act: 'cancel' });
    expect(blockKey('a', false, at, where)).toBeNull();
  });
});

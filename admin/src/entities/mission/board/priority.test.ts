import { describe, expect, it } from 'vitest';
import { dragMove, reordered, swapMove } from './priority';

const board = [
  { id: 1, priority: 60 },
  { id: 2, priority: 50 },
  { id: 3, priority: 40 },
  { id: 4, priority: 30 },
];

const values = (moves: { priority: number }[]) => moves.map((m) => m.priority).sort((a, b) => a - b);

describe('priority moves of the dispatcher board', () => {
  it('when an arrow moves a row, then it and its neighbour exchange priorities', () => {
    expect(swapMove(board[2], board[1])).toEqual([
      { id: 3, priority: 50 },
      { id: 2, priority: 40 },
    ]);
  });

  it('when a row is dragged down, then the rows it passes move up and every moved row keeps a value the range held', () => {
    const moves = dragMove(board, 0, 2);
    expect(moves).toEqual([
      { id: 2, priority: 60 },
      { id: 3, priority: 50 },
      { id: 1, priority: 40 },
    ]);
    expect(values(moves)).toEqual([40, 50, 60]);
  });

  it('when a row is dragged up, then it takes the top value of the range and the others shift down', () => {
    expect(dragMove(board, 3, 1)).toEqual([
      { id: 4, priority: 50 },
      { id: 2, priority: 40 },
      { id: 3, priority: 30 },
    ]);
  });

  it('when a row is dropped where it was, then nothing is sent', () => {
    expect(dragMove(board, 2, 2)).toEqual([]);
  });

  it('when rows are reordered, then the list is a copy with the row moved', () => {
    expect(reordered([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(reordered([1, 2, 3, 4], 0, 3)).toEqual([2, 3, 4, 1]);
  });
});

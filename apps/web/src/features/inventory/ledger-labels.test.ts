import { describe, expect, it } from 'vitest';
import { movementChangeLabel, movementLabel } from './ledger-labels.ts';

describe('a stock movement in the ledger', () => {
  it('says what it was and why', () => {
    expect(movementLabel({ kind: 'consumption', reason: null })).toBe('Used');
    expect(movementLabel({ kind: 'adjustment', reason: 'count' })).toBe('Adjusted · Stock count');
    expect(movementLabel({ kind: 'adjustment', reason: 'damage' })).toBe('Adjusted · Damaged');
    expect(movementLabel({ kind: 'return', reason: 'to_supplier' })).toBe(
      'Returned · To the supplier',
    );
  });

  it('signs what it changed on hand, in the unit', () => {
    const move = { reservedChange: '0.00' };
    expect(movementChangeLabel({ ...move, kind: 'receipt', onHandChange: '4.00' }, 'each')).toBe(
      '+4 pcs',
    );
    expect(
      movementChangeLabel({ ...move, kind: 'adjustment', onHandChange: '-1.50' }, 'litre'),
    ).toBe('-1.5 L');
    expect(movementChangeLabel({ ...move, kind: 'adjustment', onHandChange: '0.00' }, 'each')).toBe(
      '0 pcs',
    );
  });

  it('shows a reservation and its release as what is held', () => {
    expect(
      movementChangeLabel(
        { kind: 'reservation', onHandChange: '0.00', reservedChange: '2.00' },
        'each',
      ),
    ).toBe('+2 pcs reserved');
    expect(
      movementChangeLabel(
        { kind: 'release', onHandChange: '0.00', reservedChange: '-2.00' },
        'set',
      ),
    ).toBe('-2 sets reserved');
  });
});

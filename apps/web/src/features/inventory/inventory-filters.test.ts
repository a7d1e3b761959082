import { describe, expect, it } from 'vitest';
import { inventoryFiltersFromParams, inventoryFiltersToParams } from './inventory-filters.ts';

const supplierId = '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d';

describe('the overview filters in the address', () => {
  it('reads an empty address as the defaults: active items by name', () => {
    expect(inventoryFiltersFromParams(new URLSearchParams())).toEqual({
      search: '',
      category: null,
      supplierId: null,
      lowStock: false,
      status: 'active',
      sort: 'name',
      order: 'asc',
    });
  });

  it('round-trips every filter', () => {
    const filters = {
      search: 'BP-220',
      category: 'Brakes',
      supplierId,
      lowStock: true,
      status: 'all' as const,
      sort: 'stockValue' as const,
      order: 'desc' as const,
    };
    const params = inventoryFiltersToParams(filters);
    expect(params.toString()).toBe(
      `search=BP-220&category=Brakes&supplier=${supplierId}&low=true&status=all&sort=stockValue&order=desc`,
    );
    expect(inventoryFiltersFromParams(params)).toEqual(filters);
  });

  it('leaves the defaults out of the address', () => {
    expect(
      inventoryFiltersToParams(inventoryFiltersFromParams(new URLSearchParams())).toString(),
    ).toBe('');
  });

  it('ignores values it does not know instead of failing the list', () => {
    const filters = inventoryFiltersFromParams(
      new URLSearchParams('supplier=acme&status=deleted&sort=price&order=up&low=yes'),
    );
    expect(filters).toMatchObject({
      supplierId: null,
      status: 'active',
      sort: 'name',
      order: 'asc',
      lowStock: false,
    });
  });

  it("keeps items without a supplier and gives a column without an order its first click's", () => {
    const filters = inventoryFiltersFromParams(new URLSearchParams('supplier=none&sort=onHand'));
    expect(filters).toMatchObject({ supplierId: 'none', sort: 'onHand', order: 'desc' });
  });
});

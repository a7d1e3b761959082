import type { SupplierInput } from '@pitstop/domain/inventory';
import type { Supplier, supplierListSchema } from '@pitstop/domain/inventory-views';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client, unwrap } from '../../../lib/api-client.ts';

export type SupplierList = z.infer<typeof supplierListSchema>;

/** `GET /api/v1/suppliers` (inventory readers): every supplier, active first, by name. */
export function suppliersQuery() {
  return queryOptions({
    queryKey: ['purchase-orders', 'suppliers'],
    queryFn: ({ signal }) => unwrap(client.GET('/api/v1/suppliers', { signal })),
  });
}

export function useSuppliers() {
  return useQuery(suppliersQuery());
}

/** `POST /api/v1/suppliers` (admin, manager); 409 when the name is taken. */
export function createSupplier(input: SupplierInput) {
  return unwrap(client.POST('/api/v1/suppliers', { body: input }));
}

/** `PUT /api/v1/suppliers/:id` (admin, manager): every field; `active: false` deactivates. */
export function updateSupplier(input: { id: string; supplier: SupplierInput }) {
  return unwrap(
    client.PUT('/api/v1/suppliers/{id}', {
      params: { path: { id: input.id } },
      body: input.supplier,
    }),
  );
}

function useSupplierMutation<Input>(write: (input: Input) => Promise<Supplier>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['purchase-orders'] }),
  });
}

export const useCreateSupplier = () => useSupplierMutation(createSupplier);
export const useUpdateSupplier = () => useSupplierMutation(updateSupplier);

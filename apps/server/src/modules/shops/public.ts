// What other modules use of shops: a record's shop as car owners see it.
export { shopRefColumns, toShopRef } from './shop-ref.ts';

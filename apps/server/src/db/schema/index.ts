export * from './auth.ts';
export * from './clients.ts';
export * from './inventory.ts';
export * from './platform.ts';
export * from './portal.ts';
export * from './scheduling.ts';
export * from './shops.ts';
export * from './workshop.ts';

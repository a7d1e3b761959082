/**
 * Events the server pushes over /api/v1/events (Server-Sent Events), to the users or the shop
 * they concern: `profile.updated` (role, shop or names changed); `communication.created` (a
 * message or interaction was recorded: the shop's staff and the linked car owner); `client.updated`
 * (a client record, its vehicles or its portal link changed: the shop's staff and the car owner).
 */
export const serverEventTypes = [
  'profile.updated',
  'communication.created',
  'client.updated',
] as const;
export type ServerEventType = (typeof serverEventTypes)[number];

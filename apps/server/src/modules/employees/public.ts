// What the rest of the server uses of employees: refusing a deactivated person new work and
// sign-in, and their name for the histories that still mention them (ADR 044).
export { assertNotDeactivated, isDeactivated, staffNameOf } from './assert-active-staff.ts';

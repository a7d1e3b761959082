// What the rest of the server uses of the car owner's area: linking an account to the client
// records that carry its e-mail, or to a workshop it books with.
export { linkOrCreateClient } from './join-workshop.ts';
export { linkClientsByEmail } from './link-clients-by-email.ts';

// What other modules use of vehicles: creating and changing one, reading it, and its VIN rule.
export { createVehicle } from './create-vehicle.ts';
export { getVehicle } from './get-vehicle.ts';
export { updateVehicle } from './update-vehicle.ts';
export { toVehicle, type VehicleViewer, vehicleColumns } from './vehicle-query.ts';
export { assertVinFree, rethrowVinConflict } from './vin-conflict.ts';

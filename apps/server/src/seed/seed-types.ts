import type { WeeklyHours } from '@pitstop/domain/availability';
import type { JobOrderStatus, openJobOrderStatuses } from '@pitstop/domain/job-orders';
import type { clients, vehicles } from '../db/schema/clients.ts';
import type {
  inventoryItems,
  purchaseOrderLines,
  purchaseOrders,
  stockMovements,
  suppliers,
} from '../db/schema/inventory.ts';
import type {
  appointmentServices,
  shopClosures,
  weeklySchedules,
} from '../db/schema/scheduling.ts';
import type { shops } from '../db/schema/shops.ts';
import type {
  appointments,
  communicationLogs,
  declinedWork,
  jobOrderEstimates,
  jobOrderItems,
  jobOrders,
  services,
  visitRatings,
} from '../db/schema/workshop.ts';
import type {
  FleetCustomer,
  Place,
  ServiceCode,
  ServiceTemplate,
  VehicleModel,
} from './demo-catalogue.ts';
import type { Random } from './random.ts';
import type { ShopCalendar } from './shop-calendar.ts';

// Types shared by the steps that build one shop's demo rows.

export type ShopRow = typeof shops.$inferInsert;
export type ClientRow = typeof clients.$inferInsert;
export type VehicleRow = typeof vehicles.$inferInsert;
export type ServiceRow = typeof services.$inferInsert;
export type AppointmentRow = typeof appointments.$inferInsert;
export type JobOrderRow = typeof jobOrders.$inferInsert;
export type JobOrderItemRow = typeof jobOrderItems.$inferInsert;
export type JobOrderEstimateRow = typeof jobOrderEstimates.$inferInsert;
export type DeclinedWorkRow = typeof declinedWork.$inferInsert;
export type VisitRatingRow = typeof visitRatings.$inferInsert;
export type CommunicationRow = typeof communicationLogs.$inferInsert;
export type AppointmentServiceRow = typeof appointmentServices.$inferInsert;
export type WeeklyScheduleRow = typeof weeklySchedules.$inferInsert;
export type ClosureRow = typeof shopClosures.$inferInsert;
export type SupplierRow = typeof suppliers.$inferInsert;
export type InventoryItemRow = typeof inventoryItems.$inferInsert;
export type StockMovementRow = typeof stockMovements.$inferInsert;
export type PurchaseOrderRow = typeof purchaseOrders.$inferInsert;
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferInsert;

export type AppointmentStatus =
  | 'pending'
  | 'confirmed'
  | 'in_progress'
  | 'completed'
  | 'cancelled'
  | 'no_show';
export type JobStatus = JobOrderStatus;
export type OpenJobStatus = (typeof openJobOrderStatuses)[number];
export type Channel = 'email' | 'sms' | 'whatsapp' | 'phone';

/** A visit written out by hand (the featured client's history). */
export type PlannedVisit = {
  vehicle: number;
  code: ServiceCode;
  day: number;
  hour: number;
  minute: number;
  status: AppointmentStatus;
  source: 'staff' | 'online';
  notes?: string;
  /** The job order of a car in the shop now (completed visits have a completed one). */
  jobStatus?: OpenJobStatus;
};

/** A client whose record and history are fixed rather than generated. */
export type FeaturedClient = {
  client: Omit<ClientRow, 'id' | 'shopId' | 'createdAt' | 'updatedAt'> & {
    name: string;
    phone: string;
  };
  firstName: string;
  sinceDay: number;
  vehicles: {
    model: string;
    year: number;
    color: string;
    registrationNumber: string;
    mileage: number;
    notes?: string;
  }[];
  visits: PlannedVisit[];
  /** Messages besides the ones every visit produces. */
  extraMessages: {
    day: number;
    hour: number;
    /** `message`: written by the car owner in the portal. */
    type: 'email' | 'sms' | 'whatsapp' | 'phone' | 'note' | 'message';
    direction: 'outbound' | 'inbound';
    /** Required for e-mails. */
    subject?: string;
    content: string;
    /** Not yet read by the other side (staff for inbound, the car owner for outbound). */
    unread?: boolean;
  }[];
};

export type ShopPlan = {
  seed: number;
  shop: Omit<ShopRow, 'id'>;
  places: readonly Place[];
  services: readonly ServiceTemplate[];
  fleets: readonly FleetCustomer[];
  /** Vehicles per private client, one entry per client (0: a lead who has only called). */
  households: readonly number[];
  /** The shop's weekly opening hours (Sundays are closed in every plan). */
  openingHours: WeeklyHours;
  /** A day the shop is closed, counted from today; bookings move around it. */
  closure: { day: number; name: string };
  /** How many private clients first came in during the last year. */
  recentClients: number;
  /** Bookings over the next three weeks. */
  upcoming: number;
  /** Bookings later today. */
  today: number;
  /** Cars in the workshop right now: the status of each one's job order. */
  inShop: readonly OpenJobStatus[];
  /** Who the stock ledger names: the desk for job orders and counter sales, the buyer for deliveries and counts. */
  stockStaff: { desk: string; buyer: string };
  featured?: FeaturedClient;
};

/** Values that must stay unique across every shop seeded in one run. */
export type SeedRegistry = {
  names: Set<string>;
  emails: Set<string>;
  phones: Set<string>;
  vins: Set<string>;
  plates: Set<string>;
};

export type ShopRows = {
  shop: ShopRow & { id: string };
  clients: ClientRow[];
  vehicles: VehicleRow[];
  services: ServiceRow[];
  appointments: AppointmentRow[];
  appointmentServices: AppointmentServiceRow[];
  weeklySchedules: WeeklyScheduleRow[];
  closures: ClosureRow[];
  jobOrders: JobOrderRow[];
  jobOrderItems: JobOrderItemRow[];
  jobOrderEstimates: JobOrderEstimateRow[];
  declinedWork: DeclinedWorkRow[];
  visitRatings: VisitRatingRow[];
  communications: CommunicationRow[];
  suppliers: SupplierRow[];
  inventoryItems: InventoryItemRow[];
  stockMovements: StockMovementRow[];
  purchaseOrders: PurchaseOrderRow[];
  purchaseOrderLines: PurchaseOrderLineRow[];
};

export type ClientSeed = {
  id: string;
  name: string;
  firstName: string;
  email: string | null;
  channel: Channel;
  sinceDay: number;
  createdAt: Date;
  fleet: boolean;
};

export type VehicleSeed = {
  id: string;
  client: ClientSeed;
  model: VehicleModel;
  year: number;
  mileage: number;
  annualMiles: number;
  active: boolean;
  sinceDay: number;
  createdAt: Date;
  featured: boolean;
};

export type Visit = {
  vehicle: VehicleSeed;
  code: ServiceCode;
  day: number;
  hour: number;
  minute: number;
  status: AppointmentStatus;
  jobStatus: JobStatus | null;
  source: 'staff' | 'online';
  notes?: string;
};

/** What every building step works with. */
export type SeedContext = {
  plan: ShopPlan;
  random: Random;
  calendar: ShopCalendar;
  registry: SeedRegistry;
  shopId: string;
};

/** The shop's catalogue by service code, with the ids given to its rows. */
export type ShopServices = Map<ServiceCode, { id: string; template: ServiceTemplate }>;

export type People = {
  clientRows: ClientRow[];
  vehicleRows: VehicleRow[];
  clients: ClientSeed[];
  vehicles: VehicleSeed[];
  /** The featured client's vehicles, in the plan's order. */
  featuredVehicles: VehicleSeed[];
};

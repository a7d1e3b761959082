/**
 * Static material for the demo data: people, places, cars, services and parts. Every
 * address, e-mail domain and phone number is fictitious (example.com/.net/.org, 555 numbers).
 */

// biome-ignore format: a name list is easier to scan in rows
export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Ethan', 'Sophia', 'Mason', 'Isabella', 'Lucas',
  'Mia', 'Logan', 'Amelia', 'Elijah', 'Harper', 'James', 'Evelyn', 'Benjamin', 'Abigail',
  'Michael', 'Emily', 'Daniel', 'Ella', 'Henry', 'Grace', 'Jackson', 'Chloe', 'Samuel',
  'Victoria', 'David', 'Riley', 'Joseph', 'Aria', 'Carter', 'Lily', 'Owen', 'Zoey', 'Wyatt',
  'Nora', 'Gabriel', 'Hannah', 'Anthony', 'Layla', 'Isaac', 'Priya', 'Mateo', 'Aisha',
  'Diego', 'Mei', 'Andre', 'Fatima', 'Tomasz', 'Keisha', 'Raj', 'Lucia', 'Malik', 'Ingrid',
  'Hiro', 'Rosa', 'Kwame', 'Sofia', 'Connor', 'Yara', 'Marcus', 'Elena', 'Darnell',
] as const;

// biome-ignore format: a name list is easier to scan in rows
export const LAST_NAMES = [
  'Anderson', 'Bennett', 'Castillo', 'Delgado', 'Edwards', 'Fischer', 'Gallagher', 'Hernandez',
  'Irwin', 'Jackson', 'Kowalski', 'Lindqvist', 'Martinez', 'Nakamura', "O'Brien", 'Patel',
  'Quinn', 'Ramirez', 'Schneider', 'Thompson', 'Underwood', 'Vasquez', 'Washington', 'Young',
  'Zimmerman', 'Brooks', 'Chen', 'Dubois', 'Evans', 'Foster', 'Gupta', 'Hughes', 'Jensen',
  'Kim', 'Lopez', 'Morgan', 'Nguyen', 'Okafor', 'Peterson', 'Reyes', 'Sullivan', 'Turner',
  'Walsh', 'Novak', 'Hoffman', 'Russo', 'Mendoza', 'Coleman', 'Bailey', 'Price', 'Carlson',
  'Olsen', 'Brennan', 'Adeyemi', 'Moreau', 'Kaur', 'Haddad', 'Yamamoto', 'Fitzgerald',
] as const;

export type Place = { city: string; state: string; postalCodes: readonly string[] };

export const DEMO_PLACES: readonly Place[] = [
  { city: 'Naperville', state: 'IL', postalCodes: ['60540', '60563', '60564', '60565'] },
  { city: 'Aurora', state: 'IL', postalCodes: ['60502', '60504', '60506'] },
  { city: 'Wheaton', state: 'IL', postalCodes: ['60187', '60189'] },
  { city: 'Lisle', state: 'IL', postalCodes: ['60532'] },
  { city: 'Downers Grove', state: 'IL', postalCodes: ['60515', '60516'] },
  { city: 'Bolingbrook', state: 'IL', postalCodes: ['60440', '60490'] },
  { city: 'Warrenville', state: 'IL', postalCodes: ['60555'] },
  { city: 'Woodridge', state: 'IL', postalCodes: ['60517'] },
];

export const NORTHSIDE_PLACES: readonly Place[] = [
  { city: 'Chicago', state: 'IL', postalCodes: ['60613', '60618', '60625', '60640', '60659'] },
  { city: 'Evanston', state: 'IL', postalCodes: ['60201', '60202'] },
  { city: 'Skokie', state: 'IL', postalCodes: ['60076', '60077'] },
];

// biome-ignore format: a street list is easier to scan in rows
export const STREETS = [
  'Maple Ave', 'Oak St', 'Washington St', 'Chicago Ave', 'Prairie Ln', 'Elm Ct', 'Jefferson Ave',
  'Cedar Ridge Dr', 'Lincoln Way', 'Birchwood Dr', 'Meadow Lake Rd', 'Hawthorne Ln',
  'Sycamore St', 'Willow Creek Dr', 'Fox Run Dr', 'Brookside Ct', 'Highland Ave', 'Main St',
  'Ridgeland Ave', 'Spring Garden Way', 'Aspen Ln', 'Clover Ct', 'Heritage Dr', 'Summit St',
] as const;

export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

export const RELATIONS = [
  'Spouse',
  'Partner',
  'Parent',
  'Sibling',
  'Son',
  'Daughter',
  'Friend',
] as const;

export const CLIENT_NOTES = [
  'Prefers morning drop-offs before 8 AM.',
  'Always asks for OEM parts.',
  'Needs a ride to the Metra station after drop-off.',
  'Wants a call before any work over $200.',
  'Keeps old parts — put them in the trunk.',
  'Referred by a neighbour.',
  'Works nights; call after 1 PM.',
  'Pays by card on pickup; send invoice copies by e-mail.',
  'Asked to be reminded about the winter tire changeover in October.',
  'Hard of hearing — text rather than call.',
] as const;

export type FleetCustomer = {
  company: string;
  email: string;
  notes: string;
  /** Model names from VEHICLE_MODELS, one per vehicle the business brings in. */
  models: readonly string[];
};

export const DEMO_FLEETS: readonly FleetCustomer[] = [
  {
    company: 'Lakeside Plumbing & Heating',
    email: 'fleet.lakesideplumbing@example.com',
    notes: 'Fleet account: invoices to accounts payable, PO number required on every job.',
    models: ['Transit 250', 'Express 2500', 'F-150', 'Transit 250'],
  },
  {
    company: 'Metro Courier Services LLC',
    email: 'dispatch.metrocourier@example.net',
    notes: 'High-mileage vans: oil every 5,000 mi. Vans are needed back by 3 PM.',
    models: ['ProMaster 2500', 'Transit 250', 'Prius'],
  },
  {
    company: 'Prairie Bloom Florist',
    email: 'orders.prairiebloom@example.com',
    notes: 'Delivery vans are busiest around Valentine’s and Mother’s Day — avoid booking then.',
    models: ['ProMaster 2500', 'Transit 250'],
  },
  {
    company: 'Green Acre Landscaping Inc.',
    email: 'office.greenacre@example.org',
    notes: 'Trucks tow trailers; check hitch wiring and trailer brakes on every visit.',
    models: ['F-150', 'Silverado 1500', 'Sierra 1500'],
  },
];

export const NORTHSIDE_FLEETS: readonly FleetCustomer[] = [
  {
    company: 'Uptown Slice Pizza',
    email: 'manager.uptownslice@example.net',
    notes: 'Delivery cars: quick turnaround matters more than price.',
    models: ['Prius', 'Corolla'],
  },
];

export type VehicleKind = 'car' | 'suv' | 'truck' | 'van' | 'ev';

/**
 * Make and model with the VIN parts a real one of its kind would carry: world manufacturer
 * identifier, a descriptor section and the assembly-plant letter.
 */
export type VehicleModel = {
  make: string;
  model: string;
  kind: VehicleKind;
  wmi: string;
  vds: string;
  plant: string;
  years: readonly [number, number];
};

// biome-ignore format: one model per line keeps the table readable
export const VEHICLE_MODELS: readonly VehicleModel[] = [
  { make: 'Toyota', model: 'Camry', kind: 'car', wmi: '4T1', vds: 'B11HK', plant: 'U', years: [2012, 2024] },
  { make: 'Toyota', model: 'Corolla', kind: 'car', wmi: '2T1', vds: 'BURHE', plant: 'C', years: [2011, 2019] },
  { make: 'Toyota', model: 'RAV4', kind: 'suv', wmi: '2T3', vds: 'W1RFV', plant: 'C', years: [2014, 2024] },
  { make: 'Toyota', model: 'Highlander', kind: 'suv', wmi: '5TD', vds: 'ZZRFH', plant: 'S', years: [2014, 2019] },
  { make: 'Toyota', model: 'Tacoma', kind: 'truck', wmi: '3TM', vds: 'CZ5AN', plant: 'M', years: [2016, 2023] },
  { make: 'Toyota', model: 'Prius', kind: 'car', wmi: 'JTD', vds: 'KARFU', plant: '3', years: [2012, 2022] },
  { make: 'Honda', model: 'Civic', kind: 'car', wmi: '2HG', vds: 'FC2F5', plant: 'H', years: [2016, 2021] },
  { make: 'Honda', model: 'Accord', kind: 'car', wmi: '1HG', vds: 'CV1F3', plant: 'A', years: [2018, 2023] },
  { make: 'Honda', model: 'CR-V', kind: 'suv', wmi: '5J6', vds: 'RW2H8', plant: 'L', years: [2017, 2023] },
  { make: 'Honda', model: 'Pilot', kind: 'suv', wmi: '5FN', vds: 'YF6H5', plant: 'B', years: [2016, 2022] },
  { make: 'Honda', model: 'Odyssey', kind: 'van', wmi: '5FN', vds: 'RL6H7', plant: 'B', years: [2018, 2024] },
  { make: 'Ford', model: 'F-150', kind: 'truck', wmi: '1FT', vds: 'EW1EP', plant: 'F', years: [2013, 2023] },
  { make: 'Ford', model: 'Escape', kind: 'suv', wmi: '1FM', vds: 'CU9GD', plant: 'U', years: [2013, 2022] },
  { make: 'Ford', model: 'Explorer', kind: 'suv', wmi: '1FM', vds: 'SK8DH', plant: 'G', years: [2016, 2024] },
  { make: 'Ford', model: 'Transit 250', kind: 'van', wmi: '1FT', vds: 'BW2CM', plant: 'K', years: [2016, 2024] },
  { make: 'Chevrolet', model: 'Silverado 1500', kind: 'truck', wmi: '1GC', vds: 'UYDED', plant: 'Z', years: [2014, 2023] },
  { make: 'Chevrolet', model: 'Equinox', kind: 'suv', wmi: '2GN', vds: 'AXKEV', plant: '6', years: [2016, 2022] },
  { make: 'Chevrolet', model: 'Malibu', kind: 'car', wmi: '1G1', vds: 'ZD5ST', plant: 'F', years: [2016, 2023] },
  { make: 'Chevrolet', model: 'Express 2500', kind: 'van', wmi: '1GC', vds: 'WGAFG', plant: '1', years: [2012, 2022] },
  { make: 'Chevrolet', model: 'Bolt EV', kind: 'ev', wmi: '1G1', vds: 'FZ6S0', plant: '4', years: [2017, 2022] },
  { make: 'Nissan', model: 'Altima', kind: 'car', wmi: '1N4', vds: 'BL4BV', plant: 'C', years: [2014, 2022] },
  { make: 'Nissan', model: 'Rogue', kind: 'suv', wmi: '5N1', vds: 'AT2MV', plant: 'N', years: [2015, 2023] },
  { make: 'Jeep', model: 'Grand Cherokee', kind: 'suv', wmi: '1C4', vds: 'RJFAG', plant: 'C', years: [2014, 2022] },
  { make: 'Jeep', model: 'Wrangler', kind: 'suv', wmi: '1C4', vds: 'HJXDG', plant: 'W', years: [2018, 2024] },
  { make: 'Ram', model: '1500', kind: 'truck', wmi: '1C6', vds: 'SRFFT', plant: 'N', years: [2019, 2024] },
  { make: 'Ram', model: 'ProMaster 2500', kind: 'van', wmi: '3C6', vds: 'TRVDG', plant: 'E', years: [2015, 2022] },
  { make: 'GMC', model: 'Sierra 1500', kind: 'truck', wmi: '3GT', vds: 'U9DED', plant: 'G', years: [2019, 2024] },
  { make: 'Subaru', model: 'Outback', kind: 'suv', wmi: '4S4', vds: 'BSANC', plant: '3', years: [2015, 2023] },
  { make: 'Subaru', model: 'Forester', kind: 'suv', wmi: 'JF2', vds: 'SKAWC', plant: 'H', years: [2019, 2024] },
  { make: 'Hyundai', model: 'Elantra', kind: 'car', wmi: '5NP', vds: 'D84LF', plant: 'H', years: [2017, 2023] },
  { make: 'Hyundai', model: 'Tucson', kind: 'suv', wmi: 'KM8', vds: 'J3CAL', plant: 'U', years: [2016, 2021] },
  { make: 'Kia', model: 'Sorento', kind: 'suv', wmi: '5XY', vds: 'P3LHC', plant: 'G', years: [2016, 2023] },
  { make: 'Mazda', model: 'CX-5', kind: 'suv', wmi: 'JM3', vds: 'KFBDM', plant: '0', years: [2017, 2024] },
  { make: 'Volkswagen', model: 'Jetta', kind: 'car', wmi: '3VW', vds: 'C57BU', plant: 'M', years: [2015, 2022] },
  { make: 'BMW', model: '330i', kind: 'car', wmi: 'WBA', vds: '8E9G5', plant: 'K', years: [2016, 2019] },
  { make: 'Mercedes-Benz', model: 'GLE 350', kind: 'suv', wmi: '4JG', vds: 'DA5HB', plant: 'A', years: [2016, 2019] },
  { make: 'Lexus', model: 'RX 350', kind: 'suv', wmi: '2T2', vds: 'BZMCA', plant: 'C', years: [2016, 2022] },
  { make: 'Tesla', model: 'Model 3', kind: 'ev', wmi: '5YJ', vds: '3E1EA', plant: 'F', years: [2018, 2024] },
  { make: 'Tesla', model: 'Model Y', kind: 'ev', wmi: '7SA', vds: 'YGDEE', plant: 'A', years: [2022, 2025] },
];

export const COLORS: readonly (readonly [string, number])[] = [
  ['White', 24],
  ['Black', 20],
  ['Silver', 14],
  ['Gray', 16],
  ['Blue', 9],
  ['Red', 8],
  ['Green', 3],
  ['Beige', 2],
  ['Brown', 2],
  ['Orange', 1],
  ['Pearl White', 3],
  ['Midnight Blue', 2],
];

export const VEHICLE_NOTES = [
  'Aftermarket remote start installed.',
  'Tow hitch with 7-pin wiring.',
  'Locking lug nut key in the glovebox.',
  'Customer supplies own winter tires (stored in our shed, bay 3).',
  'Dash cam hard-wired to fuse box — do not disconnect.',
  'Lifetime brake pad warranty from previous shop (receipt on file).',
  'Roof rack crossbars fitted.',
  'Previous owner replaced transmission at 98k mi.',
] as const;

/** The miles a car of this use covers in a year, to derive odometer readings. */
export const ANNUAL_MILES = { personal: [7_500, 15_000], fleet: [18_000, 26_000] } as const;

/** Odometer readings are derived from the model year relative to this fixed year. */
export const MILEAGE_REFERENCE_YEAR = 2026;

export type ServiceCode =
  | 'oil-synthetic'
  | 'oil-conventional'
  | 'coolant'
  | 'transmission'
  | 'ac'
  | 'tire-rotation'
  | 'alignment'
  | 'tires'
  | 'front-brakes'
  | 'rear-brakes'
  | 'brake-fluid'
  | 'battery'
  | 'alternator'
  | 'spark-plugs'
  | 'timing-belt'
  | 'diagnostic'
  | 'pre-purchase';

export type ServiceTemplate = {
  code: ServiceCode;
  name: string;
  category: string;
  durationMinutes: number;
  /** In cents, so totals add up exactly. */
  priceCents: number;
  description: string;
};

// biome-ignore format: one service per line keeps the catalogue readable
export const DEMO_SERVICES: readonly ServiceTemplate[] = [
  { code: 'oil-synthetic', name: 'Full Synthetic Oil Change', category: 'Maintenance', durationMinutes: 45, priceCents: 8999, description: 'Up to 5 qt of full synthetic oil, new oil filter, fluid top-off and tire pressure check.' },
  { code: 'oil-conventional', name: 'Conventional Oil Change', category: 'Maintenance', durationMinutes: 30, priceCents: 5499, description: 'Up to 5 qt of conventional 5W-30, new oil filter and fluid top-off.' },
  { code: 'coolant', name: 'Coolant System Flush', category: 'Maintenance', durationMinutes: 60, priceCents: 11999, description: 'Drain and refill with extended-life coolant, pressure test. Coolant billed separately.' },
  { code: 'transmission', name: 'Transmission Fluid Service', category: 'Maintenance', durationMinutes: 75, priceCents: 14999, description: 'Drain and fill of automatic transmission fluid. Fluid and filter billed separately.' },
  { code: 'ac', name: 'A/C Performance Check & Recharge', category: 'Maintenance', durationMinutes: 60, priceCents: 12999, description: 'Leak test, evacuate and recharge. Refrigerant billed by weight.' },
  { code: 'tire-rotation', name: 'Tire Rotation & Balance', category: 'Tires', durationMinutes: 45, priceCents: 5999, description: 'Rotate and balance four wheels, torque lug nuts, set pressures.' },
  { code: 'alignment', name: 'Four-Wheel Alignment', category: 'Tires', durationMinutes: 60, priceCents: 12999, description: 'Computerised alignment with before/after printout.' },
  { code: 'tires', name: 'Tire Mount & Balance (set of 4)', category: 'Tires', durationMinutes: 90, priceCents: 9999, description: 'Mount and balance four tires. Tires, valve kits and disposal billed separately.' },
  { code: 'front-brakes', name: 'Front Brake Pads & Rotors', category: 'Brakes', durationMinutes: 120, priceCents: 18999, description: 'Replace front pads and rotors, service slide pins, road test. Parts billed separately.' },
  { code: 'rear-brakes', name: 'Rear Brake Pads', category: 'Brakes', durationMinutes: 90, priceCents: 14999, description: 'Replace rear pads and hardware, inspect rotors. Parts billed separately.' },
  { code: 'brake-fluid', name: 'Brake Fluid Flush', category: 'Brakes', durationMinutes: 45, priceCents: 9999, description: 'Flush and bleed the brake system with fresh DOT 3/4 fluid.' },
  { code: 'battery', name: 'Battery Test & Replacement', category: 'Electrical', durationMinutes: 30, priceCents: 3999, description: 'Load test, replace battery if needed, clean terminals. Battery billed separately.' },
  { code: 'alternator', name: 'Alternator Replacement', category: 'Electrical', durationMinutes: 150, priceCents: 27999, description: 'Replace alternator and inspect serpentine belt. Parts billed separately.' },
  { code: 'spark-plugs', name: 'Spark Plug Replacement', category: 'Engine', durationMinutes: 90, priceCents: 16999, description: 'Replace spark plugs, inspect coils and boots. Plugs billed separately.' },
  { code: 'timing-belt', name: 'Timing Belt & Water Pump', category: 'Engine', durationMinutes: 300, priceCents: 59999, description: 'Replace timing belt, tensioner and water pump as a kit.' },
  { code: 'diagnostic', name: 'Check Engine Light Diagnostic', category: 'Diagnostics', durationMinutes: 60, priceCents: 12999, description: 'Scan, pinpoint testing and a written estimate. Credited toward the repair.' },
  { code: 'pre-purchase', name: 'Pre-Purchase Inspection', category: 'Diagnostics', durationMinutes: 90, priceCents: 15999, description: '150-point inspection with road test and photo report.' },
];

/** A smaller independent shop with its own prices. */
// biome-ignore format: one service per line keeps the catalogue readable
export const NORTHSIDE_SERVICES: readonly ServiceTemplate[] = [
  { code: 'oil-synthetic', name: 'Synthetic Oil Change', category: 'Maintenance', durationMinutes: 40, priceCents: 7999, description: 'Up to 5 qt synthetic oil and filter.' },
  { code: 'tire-rotation', name: 'Tire Rotation', category: 'Tires', durationMinutes: 30, priceCents: 3999, description: 'Rotate four wheels and set pressures.' },
  { code: 'alignment', name: 'Wheel Alignment', category: 'Tires', durationMinutes: 60, priceCents: 10999, description: 'Four-wheel alignment.' },
  { code: 'front-brakes', name: 'Front Brake Job', category: 'Brakes', durationMinutes: 120, priceCents: 16999, description: 'Front pads and rotors; parts extra.' },
  { code: 'battery', name: 'Battery Replacement', category: 'Electrical', durationMinutes: 30, priceCents: 2999, description: 'Install a new battery; battery extra.' },
  { code: 'diagnostic', name: 'Engine Diagnostic', category: 'Diagnostics', durationMinutes: 60, priceCents: 9999, description: 'Code scan and testing.' },
];

/** How often each repair (as opposed to routine maintenance) brings a car in. */
export const REPAIR_WEIGHTS: readonly (readonly [ServiceCode, number])[] = [
  ['front-brakes', 12],
  ['rear-brakes', 6],
  ['tire-rotation', 10],
  ['alignment', 7],
  ['tires', 5],
  ['battery', 7],
  ['diagnostic', 11],
  ['brake-fluid', 4],
  ['coolant', 3],
  ['transmission', 3],
  ['ac', 4],
  ['spark-plugs', 3],
  ['timing-belt', 1],
  ['alternator', 2],
  ['pre-purchase', 1],
];

/** Services an electric car never needs. */
export const NOT_FOR_EV: readonly ServiceCode[] = [
  'oil-synthetic',
  'oil-conventional',
  'coolant',
  'transmission',
  'spark-plugs',
  'timing-belt',
  'alternator',
  'diagnostic',
];

/** What the customer said when booking, per service. */
export const COMPLAINTS: Partial<Record<ServiceCode, readonly string[]>> = {
  'front-brakes': [
    'Squealing from the front when braking',
    'Grinding noise from the front left wheel',
    'Steering wheel shakes when braking on the highway',
  ],
  'rear-brakes': ['Rear pads measured 3 mm at last visit', 'Scraping noise from the rear'],
  alignment: [
    'Pulls to the right on the highway',
    'Steering wheel off-centre after hitting a pothole',
  ],
  tires: ['Tread worn down, wants all-season tires', 'Sidewall bulge on the rear right tire'],
  battery: ['Slow crank on cold mornings', 'Needed a jump start twice this week'],
  diagnostic: [
    'Check engine light on since last week',
    'Rough idle at stoplights',
    'Check engine light flashing under acceleration',
  ],
  ac: ['A/C blowing warm air', 'A/C smells musty'],
  coolant: ['Coolant reservoir keeps dropping', 'Temperature gauge creeping up in traffic'],
  transmission: ['Hard shift from 2nd to 3rd', 'Due per maintenance schedule'],
  alternator: ['Battery light on, dim headlights'],
  'spark-plugs': ['Hesitation on acceleration', 'Due at 100k miles'],
  'timing-belt': ['Due at 105k miles per owner manual'],
  'pre-purchase': ['Buying this car from a private seller'],
};

/** Shop labor rate for extra time beyond the catalogue price, in cents per hour (the shops' labor_rate). */
export const LABOR_RATE_CENTS = 14_000;

/** Findings after a check-engine diagnostic, with the repair that followed. */
// biome-ignore format: one finding per line
export const DIAGNOSTIC_REPAIRS: readonly {
  finding: string;
  labor: string;
  hours: number;
  part?: { description: string; partNumber: string; priceCents: number };
}[] = [
  { finding: 'misfire cyl. 3, failed ignition coil', labor: 'Replace ignition coil', hours: 0.5, part: { description: 'Ignition coil', partNumber: 'UF-622', priceCents: 6999 } },
  { finding: 'P0141, upstream O2 sensor heater open', labor: 'Replace oxygen sensor', hours: 0.75, part: { description: 'Oxygen sensor (upstream)', partNumber: '234-4792', priceCents: 9499 } },
  { finding: 'P0455, EVAP purge valve stuck open', labor: 'Replace EVAP purge valve', hours: 0.6, part: { description: 'EVAP purge solenoid', partNumber: 'CP-726', priceCents: 5899 } },
  { finding: 'P0128, thermostat stuck open', labor: 'Replace thermostat', hours: 1.25, part: { description: 'Thermostat with gasket', partNumber: 'TH-5195', priceCents: 4299 } },
  { finding: 'loose gas cap, codes cleared', labor: 'Reset codes and verify', hours: 0.25 },
];

/** What the mechanic recommends after a job, logged as an internal note. */
export const RECOMMENDATIONS = [
  'Rear brake pads at 4 mm — recommend replacement within 3 months.',
  'Front tires at 4/32" — quote for a new set given.',
  'Serpentine belt shows cracking; replace at next visit.',
  'Small oil seep at valve cover gasket; monitor.',
  'Cabin air filter very dirty; customer declined today.',
  'Battery tested weak (380 CCA of 600); recommend replacement before winter.',
  'Wiper blades streaking; offered replacement.',
] as const;

export const INBOUND_REPLIES = [
  'Thanks! See you then.',
  'Can I drop it off the evening before?',
  'Is there a shuttle to the train station?',
  'Confirmed, thank you.',
  'Could you also take a look at the wipers?',
  'Will it be ready by 5? I need it for tonight.',
] as const;

export const CANCELLATION_MESSAGES = [
  'Something came up at work, need to cancel. Will rebook next week.',
  "Sorry, I'm out of town that day — please cancel.",
  'Car is running fine now, cancelling for the moment.',
] as const;

export const FAILURE_REASONS = {
  email: '550 5.1.1 Recipient address rejected: mailbox unavailable',
  sms: 'Carrier rejected the message (error 30007)',
  whatsapp: 'Recipient is not on WhatsApp',
} as const;

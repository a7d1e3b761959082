import type { StockUnit } from '@pitstop/domain/inventory';

/**
 * The parts a demo shop stocks (issue 12): about 150 filters, brake parts, fluids, bulbs,
 * wipers, batteries, belts, ignition and engine parts, tires and shop supplies, from two
 * suppliers. The parts that job order lines name (job-lines.ts) are stocked under the same part
 * number as their SKU, so the demo's part lines point at them. Brands and part numbers look like
 * a real parts counter's; prices are in US dollars.
 */

export type SupplierTemplate = {
  name: string;
  contactName: string;
  email: string;
  phone: string;
  /** The shop's account with the supplier: this prefix and digits from the shop's seed. */
  accountPrefix: string;
  leadTimeDays: number;
  /** The weekday (1 = Monday) the supplier's truck delivers. */
  deliveryWeekday: number;
  notes: string;
};

export const DEMO_SUPPLIERS: readonly [SupplierTemplate, SupplierTemplate] = [
  {
    name: 'Midwest Parts Supply',
    contactName: 'Karen Lindgren',
    email: 'orders.midwestparts@example.com',
    phone: '+1 555 013 4400',
    accountPrefix: 'MPS',
    leadTimeDays: 1,
    deliveryWeekday: 2,
    notes:
      'Filters, brakes, lighting, wipers, ignition and engine parts. Order by 4 PM for next-day delivery.',
  },
  {
    name: 'Great Lakes Tire & Lube',
    contactName: 'Marcus Webb',
    email: 'sales.greatlakestire@example.net',
    phone: '+1 555 014 2280',
    accountPrefix: 'GLT',
    leadTimeDays: 3,
    deliveryWeekday: 4,
    notes: 'Tires, batteries (core credit on return), oils and fluids in bulk. Net 30.',
  },
];

export type PartTemplate = {
  sku: string;
  name: string;
  brand: string;
  oemPartNumber: string | null;
  aftermarketPartNumber: string | null;
  category: string;
  /** Aisle and bin, e.g. "B2-07". */
  location: string;
  unit: StockUnit;
  costCents: number;
  /** A fixed price in cents, or null when the price is the cost plus `markupPercent`. */
  priceCents: number | null;
  markupPercent: string | null;
  reorderPoint: number | null;
  reorderQuantity: number | null;
  /** Index into DEMO_SUPPLIERS. */
  supplier: 0 | 1;
  /** Units used outside job orders in a year (over the counter, shop use). */
  counterPerYear: number;
  /** Ends the demo at or below its reorder point (the supplier's back-order). */
  endsLow: boolean;
  notes: string | null;
};

/** One row: SKU, name, brand, OEM number, aftermarket number, cost (cents), price (cents) or markup ("45%"), [reorder point, quantity], counter use a year, options. */
type Row = readonly [
  sku: string,
  name: string,
  brand: string,
  oem: string | null,
  aftermarket: string | null,
  costCents: number,
  pricing: number | `${number}%`,
  reorder: readonly [number, number] | null,
  counterPerYear: number,
  options?: { unit?: StockUnit; endsLow?: true; notes?: string },
];

type Group = {
  category: string;
  aisle: string;
  supplier: 0 | 1;
  unit: StockUnit;
  rows: readonly Row[];
};

// biome-ignore format: one part per line keeps the catalogue readable
const GROUPS: readonly Group[] = [
  { category: 'Filters', aisle: 'A1', supplier: 0, unit: 'each', rows: [
    ['CA-10467', 'Engine air filter', 'Fram', '17801-0V020', 'CA10467', 1785, 2499, [4, 8], 2],
    ['CF-10285', 'Cabin air filter', 'Fram', '87139-07010', 'CF10285', 2142, 2999, [4, 8], 1],
    ['TF-1236', 'Transmission filter kit', 'Wix', '35330-06010', '58936', 2856, 3999, [1, 2], 0],
    ['OF-PH7317', 'Oil filter, spin-on (Toyota/Subaru)', 'Fram', '90915-YZZD3', 'PH7317', 412, '60%', [10, 24], 2],
    ['OF-XG9972', 'Oil filter, Ultra Synthetic (GM)', 'Fram', '12640445', 'XG9972', 689, '55%', [8, 24], 2],
    ['OF-PF63E', 'Oil filter (GM V8)', 'ACDelco', 'PF63E', 'PF63E', 598, '55%', [6, 12], 2],
    ['OF-FL500S', 'Oil filter (Ford)', 'Motorcraft', 'FL-500-S', 'FL500S', 545, '55%', [8, 24], 1],
    ['OF-15400', 'Oil filter (Honda)', 'Honda', '15400-PLM-A02', 'PH7317', 498, '60%', [8, 24], 1],
    ['OF-CH10358', 'Oil filter cartridge (Toyota 2.5L)', 'Fram', '04152-YZZA1', 'CH10358', 623, '55%', [6, 12], 2],
    ['OF-HU7020Z', 'Oil filter cartridge (BMW/VW)', 'Mann', '11428575211', 'HU 7020 z', 1140, '50%', [3, 6], 1],
    ['OF-57045', 'Oil filter (Nissan/Hyundai)', 'Wix', '15208-65F0E', '57045', 468, '60%', [6, 12], 2],
    ['OF-M1-110A', 'Oil filter, extended performance', 'Mobil 1', null, 'M1-110A', 1195, '45%', [4, 6], 1],
    ['AF-CA11945', 'Engine air filter (Honda CR-V)', 'Fram', '17220-5PH-A01', 'CA11945', 1520, '55%', [2, 4], 2],
    ['AF-A3212C', 'Engine air filter (Ford F-150)', 'Motorcraft', 'FA-1883', 'CA10755', 1865, '50%', [2, 4], 1],
    ['AF-A3163C', 'Engine air filter (GM trucks)', 'ACDelco', 'A3163C', 'CA10168', 1790, '50%', [2, 4], 1],
    ['AF-CA12050', 'Engine air filter (Nissan Rogue)', 'Fram', '16546-4BA1B', 'CA12050', 1445, '55%', [2, 4], 1],
    ['AF-C27009', 'Engine air filter (BMW 3 Series)', 'Mann', '13718577170', 'C 27 009', 2290, '45%', [1, 2], 0],
    ['CF-CF11182', 'Cabin air filter, carbon (Honda)', 'Fram', '80292-TG7-A41', 'CF11182', 1690, '60%', [3, 6], 2],
    ['CF-CF10134', 'Cabin air filter (GM)', 'Fram', '13508023', 'CF10134', 1480, '60%', [2, 4], 1],
    ['CF-CUK2939', 'Cabin air filter, charcoal (Ford)', 'Mann', 'FP-65', 'CUK 2939', 2150, '50%', [2, 4], 1],
    ['CF-CF12157', 'Cabin air filter (Subaru)', 'Fram', '72880FL000', 'CF12157', 1590, '55%', [2, 4], 0],
    ['FF-33932', 'Fuel filter, in-line', 'Wix', '23300-31090', '33932', 1875, '50%', [1, 2], 0],
    ['FF-FD4615', 'Fuel filter (Ford diesel)', 'Motorcraft', 'FD-4615', 'FD4615', 5240, '40%', [1, 1], 0],
  ] },
  { category: 'Brakes', aisle: 'B1', supplier: 0, unit: 'each', rows: [
    ['BP-D1210', 'Ceramic brake pads, front axle set', 'Akebono', '04465-02220', 'ACT1210', 4642, 6499, [2, 4], 0, { unit: 'set' }],
    ['BP-D1212', 'Ceramic brake pads, rear axle set', 'Akebono', '04466-02200', 'ACT1212', 4285, 5999, [2, 4], 0, { unit: 'set' }],
    ['BR-54102', 'Brake rotor, front', 'Raybestos', '43512-02260', '980591R', 5714, 7999, [2, 4], 0],
    ['BR-54103', 'Brake rotor, rear', 'Raybestos', '42431-02280', '980592R', 4999, 6999, [2, 4], 0],
    ['BH-13729', 'Brake hardware kit', 'Carlson', '04947-02080', 'H5898Q', 1071, 1499, [3, 6], 0, { unit: 'set' }],
    ['BP-D1338', 'Ceramic brake pads, front (Honda)', 'Wagner', '45022-TBA-A01', 'QC1338', 3420, '60%', [2, 4], 0, { unit: 'set' }],
    ['BP-D1414', 'Ceramic brake pads, front (Ford F-150)', 'Bosch', 'HL3Z-2001-A', 'BC1414', 4980, '55%', [1, 2], 0, { unit: 'set' }],
    ['BP-D1363', 'Ceramic brake pads, front (GM trucks)', 'ACDelco', '84351404', '17D1363CH', 5150, '55%', [1, 2], 0, { unit: 'set' }],
    ['BP-D1274', 'Semi-metallic brake pads, rear (Chevrolet)', 'Wagner', '13397662', 'MX1274', 2890, '60%', [1, 2], 0, { unit: 'set' }],
    ['BP-D1307', 'Euro ceramic brake pads, front (BMW)', 'Bosch', '34116858047', 'BE1307', 6240, '50%', [1, 1], 0, { unit: 'set' }],
    ['BR-580512', 'Brake rotor, front (Honda)', 'Raybestos', '45251-TBA-A01', '580512R', 4320, '60%', [2, 2], 0],
    ['BR-680322', 'Brake rotor, front (Ford F-150)', 'Brembo', 'HL3Z-1125-B', '09.D445.11', 8650, '50%', [2, 2], 0],
    ['BR-56839', 'Brake rotor, front (GM trucks)', 'ACDelco', '23118319', '18A2724', 7990, '50%', [0, 2], 0],
    ['BR-09C394', 'Brake rotor, front, coated (BMW)', 'Brembo', '34116792219', '09.C394.13', 9840, '45%', [0, 2], 0],
    ['BC-18FR2479', 'Brake caliper, front left, remanufactured', 'Cardone', '47750-06160', '18-B5025', 6650, '45%', null, 0, { notes: 'Core charge $35.00; return the old caliper in the box.' }],
    ['BS-H5564', 'Caliper slide pin kit', 'Carlson', null, 'H5564', 760, '80%', [2, 4], 2, { unit: 'set' }],
    ['BL-BH380156', 'Brake hose, front', 'Centric', '90947-02F34', '150.44303', 2110, '60%', [1, 2], 0],
    ['BA-BC05', 'Brake parts cleaner, 14 oz can', 'CRC', null, '05089', 462, '80%', [12, 48], 20],
    ['BA-SIL-GR', 'Silicone brake grease, 8 g tube', 'Permatex', null, '24125', 298, '100%', [6, 24], 7],
  ] },
  { category: 'Fluids & Lubricants', aisle: 'F1', supplier: 1, unit: 'quart', rows: [
    ['MO-5W30-SYN', 'Full synthetic 5W-30 motor oil', 'Mobil 1', null, '124315', 678, 949, [24, 48], 10],
    ['MO-5W30-CNV', 'Conventional 5W-30 motor oil', 'Valvoline', null, 'VV150', 464, 649, [24, 48], 10],
    ['AT-MV-1Q', 'Automatic transmission fluid, multi-vehicle', 'Valvoline', null, '822405', 928, 1299, [12, 24], 2],
    ['CL-ELC-1G', 'Extended-life coolant, 50/50 premix', 'Prestone', null, 'AF2100', 1785, 2499, [4, 8], 2, { unit: 'gallon' }],
    ['BF-DOT4-32', 'DOT 4 brake fluid, 32 oz', 'Castrol', null, '12509', 1142, 1599, [4, 8], 2, { unit: 'each' }],
    ['MO-0W20-SYN', 'Full synthetic 0W-20 motor oil', 'Mobil 1', null, '124184', 702, '45%', [24, 48], 14],
    ['MO-5W20-SYN', 'Synthetic blend 5W-20 motor oil', 'Motorcraft', 'XO-5W20-QSP', 'XO5W20QSP', 585, '45%', [12, 24], 6],
    ['MO-0W16-SYN', 'Full synthetic 0W-16 motor oil', 'Toyota Genuine', '00279-0WQTE-01', null, 845, '40%', [6, 12], 2, { endsLow: true }],
    ['MO-5W40-EU', 'Full synthetic 5W-40 motor oil, VW 502 00 (bulk)', 'Castrol EDGE', null, '15D0B6', 1090, '45%', [10, 30], 6, { unit: 'litre' }],
    ['MO-5W30-LL', 'Full synthetic 5W-30 motor oil, BMW LL-04 (bulk)', 'Liqui Moly', null, '2039', 1240, '45%', [10, 30], 4, { unit: 'litre' }],
    ['MO-0W20-508', 'Full synthetic 0W-20 motor oil, VW 508 00 (bulk)', 'Motul', null, '107383', 1360, '45%', [5, 20], 2, { unit: 'litre' }],
    ['MO-15W40-HD', 'Heavy-duty 15W-40 diesel oil (bulk)', 'Shell Rotella T4', null, '550045346', 590, '50%', [20, 60], 10, { unit: 'litre' }],
    ['AT-MERC-LV', 'MERCON LV automatic transmission fluid', 'Motorcraft', 'XT-10-QLVC', 'XT10QLVC', 965, '40%', [8, 12], 2],
    ['AT-DEX6', 'DEXRON VI automatic transmission fluid', 'ACDelco', '88865601', '10-9395', 880, '40%', [6, 12], 2],
    ['AT-ATF-WS', 'ATF WS transmission fluid (Toyota)', 'Toyota Genuine', '00289-ATFWS', null, 1125, '40%', [6, 12], 0],
    ['CL-G13-1L', 'Coolant concentrate G13 (VW/Audi)', 'Pentosin', 'G 013 A8J A1', '1207109', 1480, '45%', [2, 6], 2, { unit: 'litre' }],
    ['CL-HOAT-1G', 'Coolant concentrate, Asian vehicles (pink)', 'Zerex', null, 'ZXAS1', 2260, '45%', [2, 4], 2, { unit: 'gallon' }],
    ['PS-CHF11S', 'Power steering fluid CHF 11S', 'Pentosin', '83290429576', '1405116', 1890, '45%', [2, 5], 1, { unit: 'litre' }],
    ['GO-75W90', 'Synthetic gear oil 75W-90', 'Red Line', null, '57904', 1595, '45%', [4, 8], 2],
    ['WF-ALL-1G', 'Windshield washer fluid, -20 °F', 'Prestone', null, 'AS657', 310, '120%', [12, 24], 30, { unit: 'gallon' }],
    ['DEF-2.5G', 'Diesel exhaust fluid, 2.5 gal jug', 'BlueDEF', null, 'DEF002', 1195, '50%', [4, 8], 4, { unit: 'each' }],
    ['BF-DOT3-12', 'DOT 3 brake fluid, 12 oz', 'Prestone', null, 'AS400', 510, '70%', [6, 12], 3, { unit: 'each' }],
    ['GR-MP-14', 'Multipurpose lithium grease, 14 oz cartridge', 'Lucas', null, '10301', 745, '60%', [4, 10], 4, { unit: 'each' }],
  ] },
  { category: 'A/C & Cooling', aisle: 'C1', supplier: 1, unit: 'each', rows: [
    ['UV-DYE-1', 'UV leak-detection dye', 'Tracer', null, 'TP-3400-0601', 928, 1299, [3, 6], 0],
    ['RF-1234YF-10', 'R-1234yf refrigerant, 10 lb cylinder', 'Chemours Opteon', null, 'YF-10', 39800, '40%', [1, 1], 0, { notes: 'Billed on job orders by the pound (R-1234yf refrigerant line).' }],
    ['RF-134A-30', 'R-134a refrigerant, 30 lb cylinder', 'Arkema Forane', null, '134A-30', 21400, '40%', [1, 1], 0, { notes: 'Billed on job orders by the pound (R-134a refrigerant line).' }],
    ['TH-5195', 'Thermostat with gasket', 'Stant', '90916-03129', '48259', 3070, 4299, [1, 2], 0],
    ['AC-PAG46', 'PAG 46 compressor oil, 8 oz', 'FJC', null, '2481', 1290, '50%', [1, 3], 2],
    ['RH-UPPER-24', 'Radiator hose, upper', 'Gates', '16571-0V010', '24357', 2340, '55%', [1, 2], 0],
    ['RC-CAP-16', 'Radiator cap, 16 psi', 'Stant', '16401-0T040', '10330', 860, '75%', [2, 4], 1],
  ] },
  { category: 'Lighting', aisle: 'L1', supplier: 0, unit: 'each', rows: [
    ['LB-H11-LL', 'Headlight bulb H11, long life', 'Sylvania', null, 'H11LL.BP', 1120, '80%', [4, 8], 5],
    ['LB-H7-LL', 'Headlight bulb H7, long life', 'Sylvania', null, 'H7LL.BP', 1050, '80%', [2, 6], 2],
    ['LB-9005-XV', 'High beam bulb 9005, XtraVision', 'Philips', null, '9005XVB1', 1240, '75%', [4, 8], 4],
    ['LB-9006-XV', 'Low beam bulb 9006, XtraVision', 'Philips', null, '9006XVB1', 1190, '75%', [2, 6], 2],
    ['LB-H4-ST', 'Headlight bulb H4, standard', 'Philips', null, '12342B1', 690, '90%', [2, 4], 1],
    ['LB-9012-LL', 'Headlight bulb 9012, long life', 'Sylvania', null, '9012LL.BP', 1380, '75%', [2, 4], 1],
    ['LB-D3S', 'HID xenon bulb D3S', 'Osram', '63217217509', '66340', 8940, '45%', [1, 1], 1],
    ['LB-7443', 'Tail and brake bulb 7443 (pack of 2)', 'Sylvania', null, '7443.BP2', 420, '100%', [6, 12], 8, { unit: 'box' }],
    ['LB-3157', 'Tail and brake bulb 3157 (pack of 2)', 'Sylvania', null, '3157.BP2', 410, '100%', [6, 12], 7, { unit: 'box' }],
    ['LB-1156', 'Turn signal bulb 1156 (pack of 2)', 'Philips', null, '1156B2', 395, '100%', [4, 8], 4, { unit: 'box' }],
    ['LB-194', 'Wedge bulb 194, license and marker (pack of 10)', 'Sylvania', null, '194.TP', 540, '100%', [3, 6], 3, { unit: 'box' }],
    ['LB-7440A', 'Amber turn signal bulb 7440A (pack of 2)', 'Philips', null, '7440ALLB2', 460, '100%', [3, 6], 2, { unit: 'box' }],
    ['LB-H11-LED', 'LED fog light bulbs H11 (pair)', 'Philips', null, 'LUM11362U3022X2', 5490, '50%', [1, 2], 2, { unit: 'pair', endsLow: true }],
    ['LB-DE3175', 'Dome light bulb DE3175 (pack of 2)', 'Sylvania', null, 'DE3175.BP2', 380, '100%', [2, 4], 2, { unit: 'box' }],
  ] },
  { category: 'Wipers', aisle: 'W1', supplier: 0, unit: 'each', rows: [
    ['WB-2218', 'Wiper blade, beam', 'Bosch', null, '22-OE', 1428, 1999, [6, 12], 4],
    ['WB-B16', 'Wiper blade, beam, 16 in', 'Bosch', null, '16-OE', 1280, '55%', [2, 4], 2],
    ['WB-B17', 'Wiper blade, beam, 17 in', 'Bosch', null, '17-OE', 1280, '55%', [2, 4], 2],
    ['WB-B18', 'Wiper blade, beam, 18 in', 'Bosch', null, '18-OE', 1310, '55%', [2, 4], 3],
    ['WB-B19', 'Wiper blade, beam, 19 in', 'Bosch', null, '19-OE', 1310, '55%', [2, 4], 3],
    ['WB-B20', 'Wiper blade, beam, 20 in', 'Bosch', null, '20-OE', 1340, '55%', [2, 4], 4],
    ['WB-B21', 'Wiper blade, beam, 21 in', 'Bosch', null, '21-OE', 1340, '55%', [2, 4], 3],
    ['WB-B24', 'Wiper blade, beam, 24 in', 'Bosch', null, '24-OE', 1390, '55%', [2, 6], 5],
    ['WB-B26', 'Wiper blade, beam, 26 in', 'Bosch', null, '26-OE', 1420, '55%', [2, 6], 6, { endsLow: true }],
    ['WB-R10', 'Rear wiper blade, 10 in', 'Trico', null, '10-A', 890, '70%', [1, 3], 2],
    ['WB-R12', 'Rear wiper blade, 12 in', 'Trico', null, '12-A', 910, '70%', [1, 3], 2],
    ['WB-W22', 'Winter wiper blade, 22 in', 'Michelin Stealth', null, 'WX-22', 1890, '50%', [2, 4], 2],
  ] },
  { category: 'Batteries & Electrical', aisle: 'E1', supplier: 1, unit: 'each', rows: [
    ['BT-AGM-EV', '12 V AGM auxiliary battery', 'Odyssey', 'G9D-1K5A', 'ODP-AGM51R', 13571, 18999, [1, 1], 0],
    ['BT-AGM-H6', 'AGM battery, group H6', 'Interstate', null, 'MTX-48/H6', 16428, 22999, [1, 2], 0],
    ['BT-24F', 'Battery, group 24F', 'Interstate', null, 'MTP-24F', 12142, 16999, [1, 2], 0],
    ['BT-35', 'Battery, group 35', 'Interstate', null, 'MTP-35', 11890, '40%', [1, 2], 1],
    ['BT-65', 'Battery, group 65', 'Interstate', null, 'MTP-65', 13250, '40%', [1, 2], 1],
    ['BT-AGM-H7', 'AGM battery, group H7', 'Interstate', null, 'MTX-94R/H7', 18490, '35%', [1, 1], 0],
    ['BT-51R', 'Battery, group 51R', 'Interstate', null, 'MT-51R', 10980, '40%', [1, 1], 1, { endsLow: true }],
    ['BT-TERM', 'Battery terminal kit', 'Deka', null, '05720', 640, '100%', [2, 6], 2, { unit: 'set' }],
    ['AL-11042R', 'Remanufactured alternator', 'Bosch', '27060-0V010', 'AL1042X', 20714, 28999, [0, 1], 0, { notes: 'Core charge $60.00 credited when the old unit goes back.' }],
    ['ST-17900R', 'Remanufactured starter', 'Denso', '28100-0V020', '280-0417', 17250, '40%', null, 0],
    ['FS-ATC-ASST', 'Blade fuse assortment, ATC (120 pcs)', 'Bussmann', null, 'ATC-120', 1490, '60%', [1, 2], 1, { unit: 'box' }],
  ] },
  { category: 'Belts & Hoses', aisle: 'D1', supplier: 0, unit: 'each', rows: [
    ['SB-K060865', 'Serpentine belt', 'Gates', '90916-02719', 'K060865', 2856, 3999, [2, 3], 0],
    ['TB-K015671', 'Timing belt kit with water pump', 'Gates', '13568-09130', 'TCKWP329', 23571, 32999, [0, 1], 0],
    ['SB-K060923', 'Serpentine belt (GM V8)', 'Gates', '12637193', 'K060923', 3190, '55%', [1, 2], 1],
    ['SB-K061005', 'Serpentine belt (Ford F-150)', 'Continental', 'JL3Z-8620-B', '4061005', 3370, '55%', [1, 2], 1],
    ['SB-K040370', 'Accessory drive belt (Honda)', 'Dayco', '31110-5PA-A01', '5040370', 2240, '60%', [1, 2], 1],
    ['BT-38159', 'Belt tensioner assembly', 'Gates', '16620-0V011', '38159', 6120, '45%', [0, 1], 0],
    ['HS-22433', 'Heater hose, 5/8 in (per foot)', 'Gates', null, '28413', 285, '100%', [10, 25], 6, { unit: 'foot' }],
    ['HS-VAC-4', 'Vacuum hose, 5/32 in (per foot)', 'Dorman', null, '47368', 95, '150%', [10, 25], 5, { unit: 'foot' }],
  ] },
  { category: 'Ignition', aisle: 'D2', supplier: 0, unit: 'each', rows: [
    ['SP-ILKAR7B11', 'Iridium spark plug', 'NGK', '90919-01253', 'ILKAR7B11', 1071, 1499, [8, 16], 0],
    ['UF-622', 'Ignition coil', 'Standard', '90919-02258', 'UF622', 4999, 6999, [1, 2], 0],
    ['SP-9603', 'Laser iridium spark plug (Honda)', 'NGK', '12290-R48-H01', 'ILZKAR7B11', 1190, '50%', [4, 8], 2],
    ['SP-41-162', 'Iridium spark plug (GM)', 'ACDelco', '12622441', '41-162', 1140, '50%', [8, 8], 0],
    ['SP-SP537', 'Platinum spark plug (Ford)', 'Motorcraft', 'CYFS-12Y-2', 'SP-537', 1080, '50%', [4, 8], 0],
    ['SP-FR7KII33X', 'Double iridium spark plug (VW/BMW)', 'Bosch', '101905601B', '9652', 1320, '50%', [4, 4], 0],
    ['UF-UF669', 'Ignition coil (Ford EcoBoost)', 'Standard', 'CM5Z-12029-A', 'UF669', 5540, '45%', [1, 1], 0, { endsLow: true }],
    ['IW-DIEL-3', 'Dielectric grease, 3 oz tube', 'Permatex', null, '22058', 690, '90%', [2, 4], 2],
  ] },
  { category: 'Engine & Sensors', aisle: 'D3', supplier: 0, unit: 'each', rows: [
    ['234-4792', 'Oxygen sensor (upstream)', 'Bosch', '89467-33080', '234-4792', 6785, 9499, [1, 2], 0],
    ['CP-726', 'EVAP purge solenoid', 'Standard', '90910-12276', 'CP726', 4214, 5899, [1, 1], 0],
    ['OS-234-4209', 'Oxygen sensor (downstream)', 'Denso', '89465-06230', '234-4209', 5480, '50%', [0, 1], 0],
    ['MAF-AFH70M', 'Mass air flow sensor', 'Denso', '22204-0V010', '197-6180', 11240, '40%', null, 0],
    ['CK-PC420', 'Crankshaft position sensor', 'Standard', '90919-05060', 'PC420', 3190, '55%', [0, 1], 0],
    ['GC-CAP-WP', 'Fuel cap, locking', 'Stant', '77300-33070', '17499', 1590, '60%', [1, 3], 1],
    ['VC-GSK-1', 'Valve cover gasket set', 'Fel-Pro', '11213-0V010', 'VS50751R', 3450, '55%', [0, 1], 0, { unit: 'set' }],
    ['DP-PAN-14', 'Oil drain plug gasket (pack of 25)', 'Dorman', '90430-12031', '095-142', 780, '150%', [2, 4], 4, { unit: 'box' }],
    ['DP-PLUG-M14', 'Oil drain plug M14 x 1.5', 'Dorman', '90341-12012', '090-036', 410, '120%', [4, 8], 2],
    ['MM-ENG-1', 'Engine mount, front', 'Anchor', '12361-0V070', '9876', 5690, '45%', null, 0],
    ['WP-42575', 'Water pump', 'Aisin', '16100-09490', 'WPT-190', 6350, '45%', [0, 1], 0],
  ] },
  { category: 'Tires & Wheels', aisle: 'T1', supplier: 1, unit: 'each', rows: [
    ['MI-2155517', 'All-season tire 215/55R17', 'Michelin Defender2', null, '02156', 10214, 14299, [4, 8], 0],
    ['MI-2356517', 'All-season tire 235/65R17', 'Michelin Defender LTX', null, '34721', 12642, 17699, [4, 8], 0],
    ['MI-2756518', 'All-season tire 275/65R18', 'Michelin Defender LTX', null, '60347', 16071, 22499, [0, 4], 0],
    ['MI-2356516C', 'All-season tire 235/65R16C', 'Michelin Agilis', null, '19462', 13571, 18999, [0, 4], 0],
    ['MI-2354518', 'All-season tire 235/45R18', 'Michelin Primacy', null, '85123', 15357, 21499, [0, 4], 0],
    ['TP-20020', 'TPMS service kit', 'Dill', null, '1020', 499, 699, [8, 16], 2],
    ['WW-ASST', 'Wheel weights, clip-on assortment', 'Plombco', null, 'PB-ASST', 642, 899, [2, 4], 2, { unit: 'box' }],
    ['TV-TR413', 'Tire valve stem TR413 (pack of 50)', 'Dill', null, 'TR413-50', 1650, '80%', [1, 2], 1, { unit: 'box' }],
    ['TP-SENS-315', 'TPMS sensor, 315 MHz programmable', 'Schrader', '42607-06020', '33500', 3290, '60%', [4, 8], 2],
    ['LN-M12-150', 'Lug nut M12 x 1.5, chrome (pack of 4)', 'Dorman', '90942-01058', '611-152', 690, '90%', [2, 4], 2, { unit: 'box' }],
    ['TR-PLUG-KIT', 'Tire repair plug-patch (box of 24)', 'Rema Tip Top', null, '4PK', 3480, '60%', [1, 2], 2, { unit: 'box' }],
  ] },
  { category: 'Shop Supplies', aisle: 'S1', supplier: 0, unit: 'box', rows: [
    ['SS-GLOVE-L', 'Nitrile gloves, large (box of 100)', 'Gloveworks', null, 'GPNB46100', 1290, '30%', [4, 8], 14],
    ['SS-GLOVE-XL', 'Nitrile gloves, XL (box of 100)', 'Gloveworks', null, 'GPNB48100', 1290, '30%', [4, 8], 12],
    ['SS-TOWEL-BLUE', 'Shop towels, blue (roll of 55)', 'Scott', null, '75130', 540, '30%', [6, 12], 20, { unit: 'each' }],
    ['SS-ABSORB-40', 'Oil absorbent, 40 lb bag', 'Oil-Dri', null, 'I05040-G60', 1490, '30%', [2, 4], 4, { unit: 'each' }],
    ['SS-SEAT-500', 'Disposable seat covers (roll of 500)', 'Slip-N-Grip', null, 'P9927', 3890, '30%', [1, 2], 1, { unit: 'each' }],
    ['SS-FLOOR-250', 'Paper floor mats (box of 250)', 'Slip-N-Grip', null, 'P8801', 2990, '30%', [1, 2], 2],
    ['SS-ZIP-8', 'Cable ties, 8 in (bag of 100)', 'Gardner Bender', null, '45-308UVB', 690, '50%', [2, 4], 3],
    ['SS-PB-BLASTER', 'Penetrating oil, 11 oz can', 'PB B\'laster', null, '16-PB', 690, '60%', [6, 12], 10, { unit: 'each' }],
    ['SS-THREAD-BLUE', 'Threadlocker blue 242, 10 ml', 'Loctite', null, '37421', 890, '70%', [2, 4], 3, { unit: 'each' }],
    ['SS-RTV-BLACK', 'RTV silicone gasket maker, black', 'Permatex', null, '82180', 790, '70%', [3, 6], 4, { unit: 'each' }],
    ['SS-ANTISEIZE', 'Anti-seize lubricant, 8 oz', 'Permatex', null, '80078', 1140, '60%', [2, 4], 2, { unit: 'each' }],
  ] },
];

/** Every part a demo shop stocks, in catalogue order, with its location on the shelves. */
export const DEMO_PARTS: readonly PartTemplate[] = GROUPS.flatMap((group) =>
  group.rows.map((row, index): PartTemplate => {
    const [
      sku,
      name,
      brand,
      oem,
      aftermarket,
      costCents,
      pricing,
      reorder,
      counterPerYear,
      options,
    ] = row;
    const markup = typeof pricing === 'string' ? pricing.replace('%', '') : null;
    return {
      sku,
      name,
      brand,
      oemPartNumber: oem,
      aftermarketPartNumber: aftermarket,
      category: group.category,
      location: `${group.aisle}-${String(index + 1).padStart(2, '0')}`,
      unit: options?.unit ?? group.unit,
      costCents,
      priceCents: typeof pricing === 'number' ? pricing : null,
      markupPercent: markup === null ? null : `${markup}.00`,
      reorderPoint: reorder ? reorder[0] : null,
      reorderQuantity: reorder ? reorder[1] : null,
      supplier: group.supplier,
      counterPerYear,
      endsLow: options?.endsLow ?? false,
      notes: options?.notes ?? null,
    };
  }),
);

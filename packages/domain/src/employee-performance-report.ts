import { z } from 'zod';
import {
  type FrontDeskFigure,
  type FrontDeskFigures,
  frontDeskFigureDefinitions,
  frontDeskFiguresSchema,
  type TechnicianFigure,
  type TechnicianFigures,
  technicianFigureDefinitions,
  technicianFiguresSchema,
} from './performance.ts';
import { changeOf, type FigureChange, reportFrameSchema, reportQuerySchema } from './reports.ts';

/**
 * The Employee Performance report (issue 25, ADR 048): Performance Metrics' figures (ADR 047,
 * defined once in performance.ts) per person for the report's period, the compared period and
 * each bucket of its series (week or month), with the team's totals from the summed hours,
 * money and counts. It takes the query every report takes.
 */
export const employeePerformanceQuerySchema = reportQuerySchema;
export type EmployeePerformanceQuery = z.infer<typeof employeePerformanceQuerySchema>;

const person = { userId: z.uuid(), name: z.string(), role: z.string() };

const technicianSeriesSchema = z.object({
  figures: technicianFiguresSchema,
  /** The compared period's figures; null without a comparison. */
  previous: technicianFiguresSchema.nullable(),
  /** The figures of each bucket of the period (the frame's `buckets`, in order). */
  buckets: z.array(technicianFiguresSchema),
});
const frontDeskSeriesSchema = z.object({
  figures: frontDeskFiguresSchema,
  previous: frontDeskFiguresSchema.nullable(),
  buckets: z.array(frontDeskFiguresSchema),
});

export const employeePerformanceReportSchema = reportFrameSchema
  .extend({
    comebackDays: z.number().int(),
    /** Nothing was sold, worked, clocked, rated, estimated or come back in the period. */
    empty: z.boolean(),
    technicians: z.array(technicianSeriesSchema.extend(person)),
    technicianTotals: technicianSeriesSchema,
    frontDesk: z.array(frontDeskSeriesSchema.extend(person)),
    frontDeskTotals: frontDeskSeriesSchema,
  })
  .meta({ id: 'EmployeePerformanceReport' });
export type EmployeePerformanceReport = z.infer<typeof employeePerformanceReportSchema>;

/** The technician figures the report's table shows, in order (all of Performance Metrics'). */
export const reportTechnicianFigures = Object.keys(
  technicianFigureDefinitions,
) as TechnicianFigure[];
export const reportFrontDeskFigures = Object.keys(frontDeskFigureDefinitions) as FrontDeskFigure[];

/** A figure's change against the compared period (a rating or a rate is compared like money). */
export function figureChange<Figures extends TechnicianFigures | FrontDeskFigures>(
  figures: Figures,
  previous: Figures | null,
  figure: keyof Figures,
): FigureChange | null {
  if (!previous) return null;
  const value = (of: Figures) => {
    const raw = of[figure] as string | number | null;
    return raw === null ? null : String(raw);
  };
  return changeOf(value(figures), value(previous));
}

/** The CSV's columns: who, then each figure for the period and the compared period. */
export function employeePerformanceCsv(report: EmployeePerformanceReport): {
  columns: string[];
  rows: (string | number | null)[][];
} {
  const technicianLabels = reportTechnicianFigures.map(
    (figure) => technicianFigureDefinitions[figure].label,
  );
  const deskLabels = reportFrontDeskFigures.map(
    (figure) => frontDeskFigureDefinitions[figure].label,
  );
  const columns = [
    'Person',
    'Role',
    'Figure',
    `${report.period.from} to ${report.period.to}`,
    report.comparison ? `${report.comparison.from} to ${report.comparison.to}` : 'Compared period',
  ];
  const rows: (string | number | null)[][] = [];
  const add = <Figures extends TechnicianFigures | FrontDeskFigures>(
    name: string,
    role: string,
    labels: string[],
    keys: (keyof Figures)[],
    series: { figures: Figures; previous: Figures | null },
  ) => {
    keys.forEach((key, index) => {
      rows.push([
        name,
        role,
        labels[index] ?? String(key),
        series.figures[key] as string | number | null,
        series.previous ? (series.previous[key] as string | number | null) : null,
      ]);
    });
  };
  for (const row of report.technicians)
    add(row.name, row.role, technicianLabels, reportTechnicianFigures, row);
  add('Team', 'technicians', technicianLabels, reportTechnicianFigures, report.technicianTotals);
  for (const row of report.frontDesk)
    add(row.name, row.role, deskLabels, reportFrontDeskFigures, row);
  add('Team', 'front desk', deskLabels, reportFrontDeskFigures, report.frontDeskTotals);
  return { columns, rows };
}

import {
  employeePerformanceCsv,
  employeePerformanceQuerySchema,
  employeePerformanceReportSchema,
} from '@pitstop/domain/employee-performance-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerReport } from '../register-report.ts';
import { employeePerformanceReport } from './employee-performance.ts';

/** `GET /reports/employee-performance` and its CSV (ADR 048); admin and manager only. */
export const employeePerformanceReportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReport(app, {
    path: '/reports/employee-performance',
    filename: 'employee-performance',
    summary: 'Employee Performance: Performance Metrics per person over time, with comparison',
    querystring: employeePerformanceQuerySchema,
    response: employeePerformanceReportSchema,
    load: employeePerformanceReport,
    csv: employeePerformanceCsv,
  });
};

import {
  type ReportComparison,
  type ReportGrouping,
  type ReportPreset,
  reportPeriodFields,
  reportQuerySchema,
} from '@pitstop/domain/reports';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ownNavigation } from '../../lib/filters-in-address.ts';

/** A report's period, comparison and grouping as the address and the API take them. */
export type ReportParams = {
  period: ReportPreset;
  from?: string;
  to?: string;
  compare: ReportComparison;
  groupBy: ReportGrouping;
};

const defaults = reportPeriodFields.parse({});

/**
 * The report query in the address, read through the domain's schema so the page asks what the
 * API accepts; an invalid value falls back to its default. A custom period still lacking a
 * valid range is `waitingForRange` (nothing is asked until both days are picked).
 */
export function reportParamsOf(search: URLSearchParams): {
  params: ReportParams;
  waitingForRange: boolean;
} {
  const shape = reportPeriodFields.shape;
  const field = <Key extends keyof typeof shape>(
    key: Key,
  ): z.output<(typeof shape)[Key]> | undefined => {
    const value = search.get(key);
    if (value === null) return undefined;
    const parsed = shape[key].safeParse(value);
    return parsed.success ? (parsed.data as z.output<(typeof shape)[Key]>) : undefined;
  };
  const params: ReportParams = {
    period: field('period') ?? defaults.period,
    compare: field('compare') ?? defaults.compare,
    groupBy: field('groupBy') ?? defaults.groupBy,
  };
  const from = field('from');
  const to = field('to');
  if (params.period === 'custom') {
    if (from) params.from = from;
    if (to) params.to = to;
  }
  const waitingForRange =
    params.period === 'custom' && !reportQuerySchema.safeParse(params).success;
  return { params, waitingForRange };
}

/** The address of a report query: only what differs from the defaults, so links stay short. */
export function reportSearchOf(params: ReportParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.period !== defaults.period) search.set('period', params.period);
  if (params.period === 'custom') {
    if (params.from) search.set('from', params.from);
    if (params.to) search.set('to', params.to);
  }
  if (params.compare !== defaults.compare) search.set('compare', params.compare);
  if (params.groupBy !== defaults.groupBy) search.set('groupBy', params.groupBy);
  return search;
}

/** The report query kept in the address: each choice adds a history entry (Back undoes it). */
export function useReportParams() {
  const [search, setSearch] = useSearchParams();
  const { params, waitingForRange } = reportParamsOf(search);
  const choose = (next: ReportParams) =>
    setSearch(reportSearchOf(next), { replace: false, state: ownNavigation });
  return { params, waitingForRange, choose };
}

/** The API's query for a report (every field spelled out, so the cache key is the request). */
export function apiQueryOf(params: ReportParams) {
  return {
    period: params.period,
    compare: params.compare,
    groupBy: params.groupBy,
    ...(params.period === 'custom' ? { from: params.from, to: params.to } : {}),
  };
}

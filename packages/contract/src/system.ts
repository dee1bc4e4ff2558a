import { z } from 'zod';
import { c, ErrorSchema } from './common';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.literal('ok'),
  uptime_s: z.number(),
});

export const systemContract = c.router({
  health: {
    method: 'GET',
    path: '/api/health',
    responses: { 200: HealthSchema, 503: ErrorSchema },
    summary: 'Liveness and database check (no sign-in)',
  },
});

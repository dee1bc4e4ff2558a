import { z } from 'zod';
import { c, commonErrors, envelope, IdSchema } from './common';

/** A background job as the owner's screen sees it (invoice extraction and the like). */
export const JobStatusSchema = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const JobViewSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: JobStatusSchema,
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  /** When a queued job may next run (later than now after a failed attempt). */
  run_at: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobView = z.infer<typeof JobViewSchema>;

export const JobsQuerySchema = z.object({
  owner_type: z.string().trim().min(1).max(50),
  owner_id: IdSchema,
});

export const jobsContract = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/jobs',
    query: JobsQuerySchema,
    responses: { 200: envelope(z.array(JobViewSchema)), ...commonErrors },
    summary: 'The background jobs of one row (e.g. owner_type=invoice), newest first',
  },
});

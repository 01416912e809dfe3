// The one place drizzle() learns every table; features import their tables from their own schema file.
export * from './auth.schema.ts';
export * from './system.schema.ts';
export * from './jobs.schema.ts';
export * from './applications.schema.ts';
export * from './profile.schema.ts';
export * from './identity.schema.ts';
export * from './notifications.schema.ts';
export * from './chat.schema.ts';
export * from './pipeline.schema.ts';
export * from './analytics.schema.ts';
export * from './feedback.schema.ts';
export * from './assessments.schema.ts';
export * from './badges.schema.ts';
export * from './assignments.schema.ts';
export * from './work-style.schema.ts';
export * from './elite.schema.ts';
export * from './courses.schema.ts';

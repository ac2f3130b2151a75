import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from './constants';

/** POST /api/contact: the contact form (name, email, subject, message). */
export const ContactRequestSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH }),
  email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, format: 'email' }),
  subject: Type.String({ minLength: 1, maxLength: 200 }),
  message: Type.String({ minLength: 1, maxLength: 5000 }),
});
export type ContactRequest = Static<typeof ContactRequestSchema>;

/** GET /api/stats: public figures for the home page. */
export const PublicStatsSchema = Type.Object({
  active_ads: Type.Integer({ minimum: 0 }),
  sellers: Type.Integer({ minimum: 0 }),
});
export type PublicStats = Static<typeof PublicStatsSchema>;

export const HealthResponseSchema = Type.Object({ status: Type.Literal('ok') });
export const ReadinessResponseSchema = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
});

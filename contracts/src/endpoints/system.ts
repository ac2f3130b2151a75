import { Type } from '@sinclair/typebox';
import { HealthResponseSchema, ReadinessResponseSchema } from '../site';
import { endpoint } from './endpoint';

/** `redis` only when the api uses one: `down` while it is unreachable, the api still serving (degraded). */
const HealthSchema = Type.Composite([
  HealthResponseSchema,
  Type.Object({ redis: Type.Optional(Type.Union([Type.Literal('up'), Type.Literal('down')])) }),
]);
/** From the stop signal on: a load balancer takes the instance out while it finishes its requests. */
const DrainingSchema = Type.Object({ status: Type.Literal('draining') });

/** Liveness and readiness of an api instance, for load balancers and orchestrators. */
export const systemEndpoints = {
  getHealth: endpoint('getHealth', {
    tags: ['system'],
    summary: 'Liveness (503 while the instance drains)',
    responses: { 200: HealthSchema, 503: DrainingSchema },
  }),
  getReadiness: endpoint('getReadiness', {
    tags: ['system'],
    summary: 'Readiness: the database answers',
    responses: {
      200: ReadinessResponseSchema,
      503: Type.Union([ReadinessResponseSchema, DrainingSchema]),
    },
  }),
};

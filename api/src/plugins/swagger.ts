import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** OpenAPI document generated from the route schemas, served as JSON and through Swagger UI. */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Sokoni product API',
          description:
            'Classified ads for the DR Congo. Texts follow the Accept-Language header (fr by default, en).',
          version: '0.1.0',
        },
        servers: [{ url: '/' }],
        tags: [
          { name: 'system', description: 'Health and readiness' },
          { name: 'catalogue', description: 'Settings, categories, locations, currencies' },
          { name: 'ads', description: 'Listing, search and details of ads' },
          { name: 'users', description: 'Public seller information' },
          { name: 'site', description: 'Contact form and public figures' },
          { name: 'media', description: 'Photos' },
          {
            name: 'auth',
            description: 'Register, login, logout, email verification, password reset, social login',
          },
          {
            name: 'account',
            description: "The signed-in user's profile, password, statistics, deletion and recovery",
          },
          { name: 'dev', description: 'Development mailbox (not in production)' },
        ],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', description: 'Token from login or register' },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);

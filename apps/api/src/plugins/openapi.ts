/** OpenAPI 3.1 generated from the routes' zod schemas, at /api/v1/openapi.json with a docs page. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'ミルメ API',
          description:
            '企業向け人材診断サービス「ミルメ」の API。企業ユーザーは access-token / client / uid ヘッダー、運営者はセッション Cookie で認証します。エラーは `{ error: { code, message, details } }` の形で日本語メッセージを返します。',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            accessToken: { type: 'apiKey', in: 'header', name: 'access-token' },
            client: { type: 'apiKey', in: 'header', name: 'client' },
            uid: { type: 'apiKey', in: 'header', name: 'uid' },
            operatorCookie: { type: 'apiKey', in: 'cookie', name: 'access-token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/v1/docs', staticCSP: true });
    app.get('/api/v1/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
      app.swagger(),
    );
  },
  { name: 'openapi' },
);

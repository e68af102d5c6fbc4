import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeliveryAddressIdParamsSchema,
  DeliveryAddressInputSchema,
  DeliveryAddressListSchema,
  DeliveryAddressSchema,
} from '@fuel/domain/contracts/delivery-addresses';
import { requireAuth, type Audience } from '../../plugins/authorization';
import {
  createDeliveryAddress,
  deleteDeliveryAddress,
  listDeliveryAddresses,
  updateDeliveryAddress,
} from './delivery-addresses.service';

/** Delivery addresses belong to buyers: everyone of the account reads them, company admins change them. */
const BUYERS: Audience = { accountTypes: ['buyer'] };
const BUYER_ADMINS: Audience = { accountTypes: ['buyer'], companyAdmin: true };

export async function deliveryAddressesRoutes(app: FastifyInstance) {
  const deps = { db: app.db, now: () => app.now() };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/delivery-addresses',
    { config: { audience: BUYERS }, schema: { response: { 200: DeliveryAddressListSchema } } },
    async (request) => listDeliveryAddresses(deps, requireAuth(request)),
  );
  r.post(
    '/api/delivery-addresses',
    {
      config: { audience: BUYER_ADMINS },
      schema: { body: DeliveryAddressInputSchema, response: { 201: DeliveryAddressSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createDeliveryAddress(deps, requireAuth(request), request.body)),
  );
  r.put(
    '/api/delivery-addresses/:id',
    {
      config: { audience: BUYER_ADMINS },
      schema: {
        params: DeliveryAddressIdParamsSchema,
        body: DeliveryAddressInputSchema,
        response: { 200: DeliveryAddressSchema },
      },
    },
    async (request) => updateDeliveryAddress(deps, requireAuth(request), request.params.id, request.body),
  );
  r.delete(
    '/api/delivery-addresses/:id',
    { config: { audience: BUYER_ADMINS }, schema: { params: DeliveryAddressIdParamsSchema } },
    async (request, reply) => {
      await deleteDeliveryAddress(deps, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );
}

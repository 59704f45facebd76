import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@shop/shared/api/ids';
import {
  addToCartAnswerSchema,
  addToCartBodySchema,
  boxSchema,
  cartAnswerSchema,
  createBoxBodySchema,
  ownerHeadersSchema,
  ownerQuerySchema,
  updateBoxItemsBodySchema,
  updateCartItemBodySchema,
  updatedCartItemSchema,
} from '@shop/shared/cart/cart-api';
import type { CartService } from './cart.service.ts';
import type { Authenticator } from '../auth/authenticator.ts';
import { cartOwner } from './owner.ts';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';

const idParams = z.object({ id: idParamSchema });
const errors = errorAnswers(400, 401, 404, 409, 422, 429);

/**
 * /api/cart/ and /api/boxes/. Guests pass their session id in X-Session-Id, or session_id in
 * the query or the body; signed-in callers their bearer token.
 */
export const cartRoutes =
  (cart: CartService, auth: Authenticator): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['cart'];

    app.post(
      '/api/cart/',
      {
        schema: {
          tags,
          summary: 'Add a product (raises the quantity of a line already in the cart); holds its units',
          body: addToCartBodySchema,
          querystring: ownerQuerySchema,
          headers: ownerHeadersSchema,
          response: { 200: addToCartAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const owner = await cartOwner(auth, request, request.body.session_id ?? request.query.session_id);
        reply.headers(noStore);
        return {
          item: await cart.add(
            owner,
            request.client,
            request.body.product_id,
            request.body.quantity,
            request.body.gift_card,
          ),
        };
      },
    );

    app.get(
      '/api/cart/',
      {
        schema: {
          tags,
          summary: "The caller's cart lines and when their reservation ends",
          querystring: ownerQuerySchema,
          headers: ownerHeadersSchema,
          response: { 200: cartAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return cart.cart(await cartOwner(auth, request, request.query.session_id));
      },
    );

    app.patch(
      '/api/cart/:id',
      {
        schema: {
          tags,
          summary: 'Set the quantity of a cart line',
          params: idParams,
          body: updateCartItemBodySchema,
          querystring: ownerQuerySchema,
          headers: ownerHeadersSchema,
          response: { 200: updatedCartItemSchema, ...errors },
        },
      },
      async (request) => {
        const owner = await cartOwner(auth, request, request.body.session_id ?? request.query.session_id);
        return cart.setQuantity(owner, request.client, request.params.id, request.body.quantity);
      },
    );

    app.delete(
      '/api/cart/:id',
      {
        schema: {
          tags,
          summary: 'Remove a cart line (its units are free again)',
          params: idParams,
          querystring: ownerQuerySchema,
          headers: ownerHeadersSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const owner = await cartOwner(auth, request, request.query.session_id);
        await cart.remove(owner, request.client, request.params.id);
        return reply.code(204).send(null);
      },
    );

    const boxTags = ['boxes'];

    app.post(
      '/api/boxes/',
      {
        schema: {
          tags: boxTags,
          summary: 'Build a box of 4, 8 or 12 flavours of one product type; holds their units',
          body: createBoxBodySchema,
          querystring: ownerQuerySchema,
          headers: ownerHeadersSchema,
          response: { 200: boxSchema, ...errors },
        },
      },
      async (request) => {
        const owner = await cartOwner(auth, request, request.body.session_id ?? request.query.session_id);
        return cart.createBox(owner, request.client, request.body.box_type, request.body.items);
      },
    );

    app.get(
      '/api/boxes/',
      {
        schema: {
          tags: boxTags,
          summary: "The caller's boxes",
          querystring: ownerQuerySchema,
          headers: ownerHeadersSchema,
          response: { 200: z.array(boxSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return cart.boxes(await cartOwner(auth, request, request.query.session_id));
      },
    );

    app.get(
      '/api/boxes/:id',
      {
        schema: {
          tags: boxTags,
          summary: 'One of the caller’s boxes',
          params: idParams,
          querystring: ownerQuerySchema,
          headers: ownerHeadersSchema,
          response: { 200: boxSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return cart.box(await cartOwner(auth, request, request.query.session_id), request.params.id);
      },
    );

    app.put(
      '/api/boxes/:id/items',
      {
        schema: {
          tags: boxTags,
          summary: 'Replace the flavours of a box (every flavour listed, zero for unused)',
          params: idParams,
          body: updateBoxItemsBodySchema,
          querystring: ownerQuerySchema,
          headers: ownerHeadersSchema,
          response: { 200: boxSchema, ...errors },
        },
      },
      async (request) => {
        const owner = await cartOwner(auth, request, request.body.session_id ?? request.query.session_id);
        return cart.updateBoxItems(owner, request.client, request.params.id, request.body.items);
      },
    );

    app.delete(
      '/api/boxes/:id',
      {
        schema: {
          tags: boxTags,
          summary: 'Remove a box (its flavours are free again)',
          params: idParams,
          querystring: ownerQuerySchema,
          headers: ownerHeadersSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const owner = await cartOwner(auth, request, request.query.session_id);
        await cart.deleteBox(owner, request.client, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CardLists } from '../services/card-lists.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The count and filter answers (services/card-lists.ts). */
    cardLists: CardLists;
  }
}

export default fp(
  async function cardLists(app: FastifyInstance) {
    app.decorate('cardLists', new CardLists(app.db, app.catalogue));
  },
  { name: 'card-lists', dependencies: ['database', 'catalogue'] },
);

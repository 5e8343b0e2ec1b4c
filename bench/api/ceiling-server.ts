// The ceiling: a bare Fastify JSON route on the same machine, in its own process like the API.
// /json answers a tiny object; /payload answers PAYLOAD (a captured API answer) and POST /count
// reads a JSON body and answers a number, as the count call does, so that the API's own work can
// be told apart from the cost of the request's and the answer's bytes.
import Fastify from 'fastify';

const payload: unknown = JSON.parse(process.env.PAYLOAD ?? '{}');
const app = Fastify({ logger: false });
app.get('/json', async () => ({ hello: 'world' }));
app.get('/payload', async () => payload);
app.post('/count', async () => 3);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

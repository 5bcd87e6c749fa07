import { paymentIntent } from '../fixtures/payments.ts';
import { backend, http } from './backend.ts';

/**
 * The payment routes as the simulator answers them when the card pays: tests of a declined card or a refused
 * number replace one answer with `server.use(...)`. The card rules are the server's, tested there.
 */
export const paymentHandlers = [
  http.post('/api/stripe-payment-intents', async ({ request, response }) => {
    backend.calls.push({ operation: 'createPaymentIntent', body: await request.json() });
    return response(201).json(paymentIntent());
  }),
  http.post('/api/payment-simulator/payment-methods', async ({ request, response }) => {
    backend.calls.push({ operation: 'createSimulatedPaymentMethod', body: await request.json() });
    return response(201).json({ id: 'pm_sim_test0001' });
  }),
  http.post('/api/payment-simulator/payment-intents/{id}/confirm', async ({ params, request, response }) => {
    backend.calls.push({ operation: 'confirmSimulatedPayment', body: await request.json() });
    return response(200).json({ id: params.id, status: 'requires_capture' });
  }),
];

import type { PortingModule } from '../../../porting/index.ts';
import type { PortInOrders } from '../../ports/port-in-orders.ts';

/** Port-in orders, kept by the porting module (docs/adr/0030). */
export function portingPortInOrders(porting: Pick<PortingModule, 'createPortInOrders'>): PortInOrders {
  return { create: (input) => porting.createPortInOrders(input) };
}

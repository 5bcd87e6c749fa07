import { NotFoundError } from '../../../shared/domain-error.ts';

export class InboundTransferNotFound extends NotFoundError {
  constructor() {
    super('porting.transfer_not_found', 'Transfer not found.');
  }
}

export class PortInNotFound extends NotFoundError {
  constructor() {
    super('porting.port_in_not_found', 'Port-in not found.');
  }
}

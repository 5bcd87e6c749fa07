import { NotFoundError } from '../../../shared/domain-error.ts';

export class InboundTransferNotFound extends NotFoundError {
  constructor() {
    super('porting.transfer_not_found', 'Transfer not found.');
  }
}

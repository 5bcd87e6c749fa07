import { NotFoundError } from '../../../shared/domain-error.ts';

export class FraudRuleNotFound extends NotFoundError {
  constructor() {
    super('admin.fraud_rule_not_found', 'No such fraud rule.');
  }
}

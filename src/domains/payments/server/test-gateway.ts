import 'server-only';
import type { PaymentGateway } from './gateway';

export function createTestGateway(): PaymentGateway {
  throw new Error('test gateway lives on main');
}

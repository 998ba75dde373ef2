/** Quote requests as inquiry/list and inquiry/detail answer them, for the user area's tests. */
import type { Inquiry } from '../../runtime/api/types';

export function inquiry(number: string, changes: Partial<Inquiry> = {}): Inquiry {
  return {
    number,
    product: null,
    productName: null,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    content: 'Could you quote 40 linen shirts in three sizes?',
    images: 0,
    createdAt: '2024-05-03T10:30:00.000Z',
    ...changes,
  };
}

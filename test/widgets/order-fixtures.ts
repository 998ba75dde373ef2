/** Orders and returns as the API answers them, for the order and return element tests. */
import type { Order, OrderLine, ProductDetail, ReturnOrder } from '../../runtime/api/types';
import { picture } from '../helpers/browser/images';

const address = { id: 1, firstName: 'Ada', lastName: 'Lovelace', country: 'HK', province: '', city: 'Hong Kong', area: 'Wan Chai', postalCode: '', address: '1 Harbour Road', apartment: 'Flat 2A', countryCode: '+852', phone: '55550000', isDefault: true };

/** An order line as the API answers it: the SKU's picture and its options in words. */
export function line(slug: string, name: string, sku: string, changes: Partial<OrderLine> = {}): OrderLine {
  return {
    slug,
    name,
    sku,
    price: 2900,
    quantity: 2,
    image: picture('navy', 80, 80),
    options: [
      { name: 'Colour', value: 'Ocean blue' },
      { name: 'Size', value: 'Medium' },
    ],
    ...changes,
  };
}

export function order(number: string, changes: Partial<Order> = {}): Order {
  return {
    number,
    status: 'in_progress',
    payStatus: 'unpaid',
    address,
    shippingMethod: 'standard',
    shippingMethodName: 'Standard delivery',
    paymentMethod: 'test-card',
    paymentMethodName: 'Test card',
    couponCode: null,
    price: 5800,
    discount: 0,
    shippingFee: 500,
    paymentAmount: 6300,
    createdAt: '2024-05-02T09:30:00.000Z',
    user: { nickName: 'Ada', fullName: 'Ada Lovelace', email: 'ada@example.com' },
    paidAt: null,
    shippedAt: null,
    completedAt: null,
    cancelledAt: null,
    products: [line('linen-shirt', 'Linen shirt', 'LS-BLU-M')],
    shipments: [],
    ...changes,
  };
}

export function product(slug: string, name: string): ProductDetail {
  return {
    id: 1,
    slug,
    name,
    price: 2900,
    linePrice: null,
    image: picture('steelblue', 80, 80),
    score: null,
    inStock: true,
    description: '',
    category: { slug: 'shirts', name: 'Shirts' },
    images: [],
    tags: [],
    options: [
      { name: 'Colour', key: 'color', values: [{ value: 'blue', label: 'Ocean blue' }, { value: 'red', label: 'Red' }] },
      { name: 'Size', key: 'size', values: [{ value: 'm', label: 'Medium' }] },
    ],
    skus: [{ code: 'LS-BLU-M', options: { color: 'blue', size: 'm' }, price: 2900, linePrice: null, stock: 3, image: picture('navy', 80, 80) }],
  };
}

export function returnOrder(number: string, changes: Partial<ReturnOrder> = {}): ReturnOrder {
  return {
    number,
    orderNumber: 'SE1001',
    applyType: 'return_refund',
    applyDescription: 'The seam is torn',
    reason: 'damaged',
    images: 0,
    refundAmount: 6300,
    status: 'pending_approval',
    auditStatus: 'pending_approval',
    refusalDescription: '',
    logisticsCompany: '',
    logisticsNumber: '',
    deliveryTime: null,
    merchantAddress: null,
    createdAt: '2024-05-03T10:00:00.000Z',
    ...changes,
  };
}

export const paged = (list: Order[], total = list.length, page = 1) => ({ list, total, page, pageSize: 10 });

/** The test socket (test/helpers/test-socket.mjs). */
export const socketServer = async (): Promise<{ url: string; connections: { open: boolean }[] }> => (await fetch('/__test/ws')).json();
export const push = (message: unknown) => fetch('/__test/ws/push', { method: 'POST', body: JSON.stringify({ message }) });
export const forgetSocket = () => fetch('/__test/ws', { method: 'DELETE' });

/** A signed-in shopper for the user-area element tests. */
import type { UserInfo } from '../../runtime/api/types';
import { clearSession, signIn } from '../../runtime/session';

export const shopper: UserInfo = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  nickName: 'ada',
  avatar: '',
  bio: 'Counting engines.',
  birthday: '1990-12-10',
  email: 'ada@example.com',
  emailVerified: true,
  mobile: '13800138000',
  credits: 1250,
  spendingAmount: 123456,
  paymentAmount: 123456,
  unpaidOrderCount: 2,
  orderCount: 9,
  lastLogin: '2025-03-04T05:06:07.000Z',
};

export const signInAs = (user: UserInfo = shopper) => signIn('test-token', user);
export const signOutHere = () => clearSession();

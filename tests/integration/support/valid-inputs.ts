import { randomUUID } from 'node:crypto';

/**
 * One valid input per server action and per write route that takes a body, for the fuzz tests
 * to break one field at a time (`nearlyValid`). Ids name nothing that exists: the services'
 * own answers (not found, sold out) are part of what gets exercised.
 */

const selection = {
  productSlug: 'hot-air-balloon',
  tourGradeCode: 'STANDARD',
  travelDate: '2030-06-15',
  startTime: '10:00',
  travellers: [{ ageBandCode: 'ADULT', count: 2 }],
  couponCode: 'WELCOME10',
};
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const activation = {
  firstName: 'Zoë',
  lastName: 'Tremblay',
  phoneNumber: '+1 514 555 0100',
  email: 'zoe@example.com',
  confirmEmail: 'zoe@example.com',
  certificateNumber: 'ABCD-EFGH-JKMN-PQRS',
  preferedDate: '',
  preferedTime: '',
  additionalComment: '',
  password: 'Maple-Leaf7!',
};

/** By export name of a server action: its first argument. */
export const validActionInputs: Record<string, Record<string, unknown>> = {
  signUpAction: { firstName: 'Zoë', lastName: 'Tremblay', email: 'zoe@example.com', password: 'Maple-Leaf7!' },
  confirmSignUpAction: { token: 'RmUyNi4yKipub3QtYS1zZWFs' },
  loginAction: { email: 'zoe@example.com', password: 'Maple-Leaf7!' },
  requestPasswordResetAction: { email: 'zoe@example.com' },
  changePasswordAction: { token: 'a'.repeat(64), password: 'Maple-Leaf7!', confirmPassword: 'Maple-Leaf7!' },
  updateCustomerProfileAction: { firstName: 'Zoë', lastName: 'Tremblay', phone: '+1 514 555 0100', email: 'zoe.t@example.com' },
  changeCustomerPasswordAction: { currentPassword: 'Maple-Leaf7!', newPassword: 'Birch-Tree8!' },
  estimateBookingAction: selection,
  quoteBookingAction: selection,
  placeBookingAction: { selection, idempotencyKey: randomUUID(), termsAccepted: true, shownTotalCents: 12_000, card },
  quoteBookingExchangeAction: { bookingId: randomUUID(), selection },
  exchangeBookingAction: { bookingId: randomUUID(), selection, idempotencyKey: randomUUID(), termsAccepted: true, shownTotalCents: 12_000, card },
  cancelBookingAction: { bookingId: randomUUID() },
  subscribeToNewsAction: { email: 'zoe@example.com' },
  sendContactMessageAction: { name: 'Zoë', email: 'zoe@example.com', message: 'When does the balloon ride start?' },
  quoteOrderAction: { productIds: [randomUUID()], couponCode: 'WELCOME10', buyerEmail: 'zoe@example.com' },
  placeOrderAction: {
    idempotencyKey: randomUUID(),
    lines: [{ productId: randomUUID(), shownPriceCents: 12_500, personalisation: { recipientName: 'Zoë', message: 'Enjoy!', delivery: { method: 'print' } } }],
    buyerName: 'Casey Buyer',
    buyerEmail: 'casey@example.com',
    acceptTerms: true,
    notifyOnActivation: false,
    shownTotalCents: 12_500,
    card,
  },
  redirectVoucherEmailAction: { orderNumber: 'GS-1234', accessKey: '0'.repeat(32), voucherId: randomUUID(), recipientEmail: 'zoe@example.com' },
  submitReviewAction: { token: 'a'.repeat(43), rating: 5, text: 'A wonderful morning above the river, worth every cent.', city: 'Montréal' },
  activateVoucherAction: activation,
};

/** By `METHOD /pattern` of a route: its JSON body. */
export const validRouteBodies: Record<string, Record<string, unknown>> = {
  'POST /api/admin/login': { email: 'staff@example.com', password: 'Maple-Leaf7!' },
  'POST /api/admin/users/[id]/balance-adjustments': { amountCents: 2_500, reason: 'Goodwill for a late start', idempotencyKey: randomUUID() },
  'POST /api/admin/orders/[id]/refund': { amountCents: 2_500, reason: 'Customer request', voucherIds: [randomUUID()], idempotencyKey: randomUUID() },
  'POST /api/admin/vouchers/issue': { productId: randomUUID(), recipientName: 'Zoë', recipientEmail: 'zoe@example.com', reason: 'Prize' },
  'POST /api/admin/products/bulk-price': { items: [{ id: randomUUID(), price: 12_500 }] },
  'PUT /api/admin/staff/[id]/password': { password: 'Birch-Tree8!' },
  'PUT /api/love-list': { productIds: [randomUUID()] },
  'POST /api/group-gifts/[token]/contributions': {
    idempotencyKey: randomUUID(),
    name: 'Ana Lopez',
    email: 'ana@example.com',
    anonymous: false,
    message: 'Happy birthday!',
    amountCents: 2_500,
    card,
  },
  'DELETE /api/love-list': { productIds: [randomUUID()] },
};

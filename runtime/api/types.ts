/**
 * The HTTP and socket contract of docs/api.md as TypeScript types, shared by the browser client
 * (runtime/api/*) and the demo server (demo/api/*). Pure types: importing this file adds no code.
 * Money is integer cents; dates are ISO 8601 strings.
 */

/** Spec section 4's response codes. */
export type ResponseCode = 0 | 10 | 30 | 40 | 41 | 50 | 51 | 500 | 20000;

/** Every /api/web answer. A refusal with code 40 names the field in `data.field`. */
export interface Envelope<T = unknown> {
  code: ResponseCode;
  msg: string;
  data: T;
}

export interface FieldError {
  field: string;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

// ---- pages -----------------------------------------------------------------------------------

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  lang: string;
}

export interface PageTheme {
  useDefTemplate: boolean;
  hideHeader: boolean;
  hideFooter: boolean;
  config: Record<string, unknown>;
}

/** `GET <path>?request=route`: data of the answer. */
export interface RouteData<D = unknown> {
  data: D;
  theme: PageTheme;
  html: string;
  meta: PageMeta;
}

export interface RoutingConfig {
  isCustom: boolean;
  categories: { path: string; types: string }[];
  appRule: string;
  articleRule: string;
  categoryRule: string;
  collectionRule: string;
  pageRule: string;
  productRule: string;
  tagRule: string;
  userPath: string;
}

// ---- auth and user ---------------------------------------------------------------------------

/**
 * Sign-up: names, the account (e-mail, or a mobile number with its country code), a password
 * of at least 8 characters, and the terms accepted. `slide` is a pass from /auth/slide/verify,
 * needed only after the server asked for one (a refusal with data.slide).
 */
export interface SignUpBody { firstName: string; lastName: string; account: string; countryCode?: string; password: string; terms: boolean; slide?: string }
/** Either password or code (from /auth/code). countryCode is required for a mobile number. */
export interface SignInBody { account: string; countryCode?: string; password?: string; code?: string; slide?: string }
export interface AccountBody { account: string; countryCode?: string; slide?: string }
export interface ResetPasswordBody { account: string; countryCode?: string; code: string; password: string }
export interface VerifyEmailBody { account: string; token: string }
export interface SignedIn { token: string; user: UserInfo }

/**
 * What a refusal (code 40) of an auth call carries in data: the field it belongs to, and
 * whether the next attempt needs a slide pass (the shopper must complete shop-slide-verify).
 */
export interface AuthRefusal { field?: string; slide?: boolean }

/**
 * A slide check issued by the server. The pictures are PNG data URLs: the background with a
 * gap, and the piece that fits it. The piece sits at pieceY; where the gap is (x) only the
 * server knows. Single use: any answer uses it up.
 */
export interface SlideChallenge { id: string; background: string; piece: string; width: number; height: number; pieceSize: number; pieceY: number; expiresAt: string }
/** The answer: the piece's left edge in the picture's pixels, and the pointer's path [ms, x][]. */
/** `account`: the account the pass is for (the form's e-mail or mobile number); the server takes the pass for no other. */
export interface SlideAnswer { id: string; x: number; trail?: [number, number][]; account?: string }
/** A pass for one sign-in, code, sign-up or reset request, valid for 2 minutes. */
export interface SlidePass { pass: string; expiresAt: string }

/** A pending QR sign-in: the code shows confirmUrl; only this browser (secret + visitor id) may claim it. */
export interface QrLogin { id: string; secret: string; expiresAt: string; confirmUrl: string }
export type QrStatus = 'pending' | 'confirmed' | 'declined' | 'expired' | 'used';
/** On 'confirmed', the token and user are handed out once (the status turns to 'used'). */
export interface QrStatusAnswer { status: QrStatus; token?: string; user?: UserInfo }
/** What a signed-in phone approves: the waiting browser's device, address and time. */
export interface QrInfo { status: QrStatus; device: string; ip: string; createdAt: string; expiresAt: string }

export interface UserInfo {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  nickName: string;
  avatar: string;
  bio: string;
  birthday: string;
  email: string | null;
  emailVerified: boolean;
  mobile: string | null;
  credits: number;
  spendingAmount: number;
  paymentAmount: number;
  unpaidOrderCount: number;
  orderCount: number;
  lastLogin: string | null;
}

export interface EditNameBody { firstName: string; lastName: string }
export interface EditInfoBody { nickName?: string; bio?: string; birthday?: string }
export interface EditPasswordBody { oldPassword: string; password: string }
export interface UserCodeBody { account: string; purpose: 'change-email' | 'change-mobile' }
export interface EditAccountBody { account: string; code: string }

export interface SecuritySession { id: string; ip: string; device: string; method: string; createdAt: string; current: boolean }
export interface ActivityEntry { action: string; ip: string; createdAt: string }

export interface OauthBody { provider: 'test'; code: string }

// ---- tracking, favourites, newsletter --------------------------------------------------------

export interface TrackBody { url: string; referer?: string; timezone?: string }
export type FavoriteKind = 'product' | 'article';
export interface FavoriteBody { kind: FavoriteKind; slug: string }
export interface FavoriteCount { product: number; article: number; total: number }
export interface ArticleSummary { slug: string; title: string; thumbnail: string }
export interface WishList { product: ProductSummary[]; article: ArticleSummary[] }
/** `already` is true when the address was on the list before. */
export interface NewsletterAnswer { subscribed: true; already: boolean }

// ---- catalogue -------------------------------------------------------------------------------

/** `relevance`: how well names and descriptions match `q`, best first (without `q`: newest). */
export type ProductSort = 'relevance' | 'newest' | 'price-asc' | 'price-desc' | 'bestselling' | 'name';

export interface ProductListBody {
  q?: string;
  category?: string;
  tag?: string;
  collection?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
}

export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  price: number;
  linePrice: number | null;
  image: string;
  score: number | null;
  inStock: boolean;
}

export interface ProductOption { name: string; key: string; values: { value: string; label: string }[] }
export interface Sku { code: string; options: Record<string, string>; price: number; linePrice: number | null; stock: number; image: string }

export interface ProductDetail extends ProductSummary {
  description: string;
  category: { slug: string; name: string };
  images: string[];
  options: ProductOption[];
  skus: Sku[];
  tags: { slug: string; name: string }[];
}

/** The `product` attribute of <shop-product-spec>. */
export interface ProductSpecProp { slug: string; options: ProductOption[]; skus: Sku[]; selected: string }

export interface CategoryNode { slug: string; name: string; children: { slug: string; name: string }[] }
export interface Review { id: number; author: string; score: number; body: string; createdAt: string }
export interface ReviewBody { product: string; score: number; body: string }
/** Every review of a product, not just the page: the average, how many, and how many gave each score (index 0 is 1 star). */
export interface ReviewSummary { average: number | null; count: number; distribution: [number, number, number, number, number] }
export interface ReviewPage extends Paged<Review> { summary: ReviewSummary }
export interface Comment { id: number; author: string; body: string; createdAt: string }
export interface CommentBody { article: string; body: string }

// ---- content listings ------------------------------------------------------------------------

/** A group of articles or of static pages. */
export interface ContentCategory { slug: string; name: string }
export interface ArticleListBody { category?: string; author?: string; page?: number; pageSize?: number }
/** One row of `article/list`: what an article card shows. */
export interface ArticleListItem extends ArticleSummary {
  summary: string;
  author: { name: string; avatar: string };
  publishedAt: string;
  category: ContentCategory | null;
}
export interface ArticlePage extends Paged<ArticleListItem> { category: ContentCategory | null }
export interface PageListBody { category?: string }
/** One row of `page/list`; `custom` pages live under custom/{slug}, the others under the page rule. */
export interface PageSummary { slug: string; title: string; excerpt: string; custom: boolean }
export interface PageList { list: PageSummary[]; category: ContentCategory | null }

// ---- cart and checkout -----------------------------------------------------------------------

export interface CartLine {
  sku: string;
  product: { slug: string; name: string; image: string };
  /** The SKU's options in words in the request's language, in the product's order, as order lines carry them: [{name: 'Colour', value: 'Blue'}]. */
  options: { name: string; value: string }[];
  price: number;
  linePrice: number | null;
  quantity: number;
  stock: number;
  selected: boolean;
}

export interface Cart { lines: CartLine[]; count: number; subtotal: number }
export interface CartAddBody { sku: string; quantity?: number }
export interface CartUpdateBody { sku: string; quantity: number }
export interface CartRemoveBody { skus: string[] }
export interface CartSelectBody { skus: string[]; selected: boolean }

export interface Address {
  id: number;
  firstName: string;
  lastName: string;
  country: string;
  province: string;
  city: string;
  area: string;
  postalCode: string;
  address: string;
  apartment: string;
  countryCode: string;
  phone: string;
  isDefault: boolean;
}
export type AddressBody = Omit<Address, 'id' | 'province' | 'area' | 'postalCode' | 'apartment' | 'isDefault'> & Partial<Pick<Address, 'id' | 'province' | 'area' | 'postalCode' | 'apartment' | 'isDefault'>>;

export interface ShippingMethod { code: string; name: string; days: string; fee: number }
export interface PaymentMethod { code: string; name: string }

export interface CheckoutTotals {
  lines: CartLine[];
  subtotal: number;
  coupon: { code: string; applied: boolean; error: string | null } | null;
  discount: number;
  shippingFee: number;
  total: number;
  address: Address | null;
  shippingMethod: ShippingMethod | null;
}

/**
 * Sent with the header `Idempotency-Key`. `email`: a guest order's contact e-mail (required
 * without a token, ignored with one).
 */
export interface PlaceOrderBody { addressId: number; shippingMethod: string; paymentMethod: string; email?: string }

// ---- orders and returns ----------------------------------------------------------------------

export type OrderStatus = 'in_progress' | 'completed' | 'cancelled' | 'pending_cancellation';
export type PayStatus = 'unpaid' | 'paid';

/** An order line: the product's name as it was when the order was placed, the SKU's picture and its options in words. */
export interface OrderLine {
  slug: string;
  name: string;
  sku: string;
  price: number;
  quantity: number;
  /** The SKU's picture ('' when the product is gone). */
  image: string;
  /** The SKU's options in words in the request's language, in the product's order: [{name: 'Colour', value: 'Blue'}]. */
  options: { name: string; value: string }[];
}

/** One of an order's after-sales applications, as order/detail lists them (oldest first). */
export interface OrderReturnSummary {
  number: string;
  status: ReturnStatus;
  auditStatus: AuditStatus;
  applyType: ReturnType_;
  createdAt: string;
}

/** The customer an order belongs to. */
export interface OrderUser {
  nickName: string;
  fullName: string;
  email: string;
}

export interface Order {
  number: string;
  status: OrderStatus;
  payStatus: PayStatus;
  address: Address;
  /** The method's code; `shippingMethodName` is its name in the request's language. */
  shippingMethod: string;
  shippingMethodName: string;
  /** The method's code; `paymentMethodName` is its name in the request's language. */
  paymentMethod: string;
  paymentMethodName: string;
  couponCode: string | null;
  price: number;
  discount: number;
  shippingFee: number;
  paymentAmount: number;
  createdAt: string;
  /** When the payment succeeded (ISO 8601); null until then, or when the time is unknown. */
  paidAt: string | null;
  /** When it shipped; null until then, or when the time is unknown. */
  shippedAt: string | null;
  /** When receipt was confirmed. */
  completedAt: string | null;
  /** When the shopper cancelled (for cancelled and for pending cancellation: the time they asked). */
  cancelledAt: string | null;
  products: OrderLine[];
  shipments: { expressName: string; expressNumber: string }[];
  /** Who placed it (the spec's order `user`): the account as it reads now; null for a guest's order. */
  user: OrderUser | null;
  /** A guest order's contact e-mail (absent on a customer's order). */
  email?: string;
  /** order/detail only: the order's after-sales applications, oldest first. */
  returns?: OrderReturnSummary[];
}

/**
 * order/pay: the card's number, expiry (MM/YY) and security code; `method` the card method
 * paid with (the order then shows it, whatever was chosen when it was placed).
 */
export interface PayBody { number: string; card: string; expiry: string; cvc: string; method?: string }
export interface PayResult { payment: 'succeeded' | 'pending' | 'declined'; order: Order }

export type ReturnType_ = 'return_refund' | 'exchange' | 'refund_only';
export type ReturnStatus = 'pending_approval' | 'cancelled' | 'completed' | 'ended';
export type AuditStatus = 'pending_approval' | 'audit_successful' | 'audit_failed';

/** Why the shopper applies (return/apply's `reason`; the words are the locale keys refund.reason.<code>). */
export type ReturnReason = 'damaged' | 'wrong' | 'quality' | 'fit' | 'notReceived' | 'changedMind' | 'other';

export interface ReturnOrder {
  number: string;
  orderNumber: string;
  applyType: ReturnType_;
  applyDescription: string;
  /** null when none was given. */
  reason: ReturnReason | null;
  /** How many photos came with the application (they are kept for the shop, never served). */
  images: number;
  refundAmount: number;
  status: ReturnStatus;
  auditStatus: AuditStatus;
  refusalDescription: string;
  logisticsCompany: string;
  logisticsNumber: string;
  deliveryTime: string | null;
  merchantAddress: { consignee: string; contactNumber: string; address: string } | null;
  createdAt: string;
}

export interface ReturnApplyBody { orderNumber: string; applyType: ReturnType_; applyDescription: string; reason?: ReturnReason }
export interface ReturnLogisticsBody { number: string; logisticsCompany: string; logisticsNumber: string }

export interface InquiryCreated { number: string; images: number }

/** A signed-in shopper's own quote request (inquiry/list, inquiry/detail). */
export interface Inquiry {
  number: string;
  /** The product's slug, or null for a general request. */
  product: string | null;
  /** That product's name in the request's language (null for a general request, or a product no longer sold). */
  productName: string | null;
  name: string;
  email: string;
  content: string;
  /** How many pictures came with it (they are never served). */
  images: number;
  createdAt: string;
}

// ---- socket ----------------------------------------------------------------------------------

/** Sent by the client every 10 s; answered with {code: 200, msg: 'pong'}. */
export interface SocketPing { code: 200; msg: 'ping' }

export type SocketPush =
  | { namespace: 'cart'; mutation: 'setCount'; action: 'cart/changed'; count: number }
  | { namespace: 'order'; mutation: 'setPayStatus'; action: 'payment/confirmed'; number: string }
  | { namespace: 'order'; mutation: 'setStatus'; action: 'order/status'; number: string }
  | { namespace: 'return'; mutation: 'setStatus'; action: 'return/status'; number: string }
  | { namespace: 'auth'; mutation: 'setToken'; action: 'qr/confirmed'; token: string };

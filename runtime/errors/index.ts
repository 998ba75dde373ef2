export { ApiError } from './api-error';
export { HttpError } from './http-error';
export { NetworkError } from './network-error';
export { isShopError, ShopError } from './shop-error';
export { TimeoutError } from './timeout-error';

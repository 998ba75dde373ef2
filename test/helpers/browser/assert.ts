export { expect } from 'chai';

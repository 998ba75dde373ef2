import { expect } from 'chai';
import * as v from 'valibot';
import { account, firstIssue, isEmail, isMobile, required } from '../../runtime/validation';

describe('validation rules (spec section 5)', () => {
  it('accepts a mobile number of 11 digits starting with 1, and nothing else', () => {
    expect(isMobile('13812345678')).to.equal(true);
    for (const bad of ['23812345678', '1381234567', '138123456789', '1381234567a', ' 13812345678']) expect(isMobile(bad), bad).to.equal(false);
  });

  it('accepts word characters, hyphens and dotted parts before @, and a domain with a dot', () => {
    for (const good of ['ann@example.com', 'ann.lee-x@mail.example.co', 'a_b@ex-ample.org']) expect(isEmail(good), good).to.equal(true);
    for (const bad of ['ann@example', 'ann@@example.com', 'ann lee@example.com', '.ann@example.com', 'ann@.com', 'ann+tag@example.com']) expect(isEmail(bad), bad).to.equal(false);
  });

  it('words a missing account, a malformed account, and a missing field by message key', () => {
    expect(firstIssue(account, '')).to.deep.equal({ key: 'validation.accountRequired', args: [] });
    expect(firstIssue(account, 'not-an-account')).to.deep.equal({ key: 'validation.accountFormat', args: [] });
    expect(firstIssue(account, '13812345678')).to.equal(undefined);
    expect(firstIssue(v.object({ city: required('City') }), { city: '  ' })).to.deep.equal({ key: 'validation.required', args: ['City'], field: 'city' });
  });
});

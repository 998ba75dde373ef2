import { expect } from 'chai';
import { $productDisplay, applyTheme } from '../../runtime/theme';
import { $screens, containerScreens, screensOf, withScreens } from '../../runtime/breakpoints';
import { themeDefaults } from '../../runtime/theme-defaults';

describe('theme', () => {
  it('sets every theme token given as a --shop-* custom property', () => {
    const root = document.createElement('div');
    applyTheme({ primaryColor: '#ff0000', salesPriceColor: 'rgb(1, 2, 3)', titleFontWeight: '800', borderRadius: '2px', unknownKey: 'x', textColor: '' }, root);
    expect(root.style.getPropertyValue('--shop-primary-color')).to.equal('#ff0000');
    expect(root.style.getPropertyValue('--shop-sales-price-color')).to.equal('rgb(1, 2, 3)');
    expect(root.style.getPropertyValue('--shop-title-font-weight')).to.equal('800');
    expect(root.style.getPropertyValue('--shop-border-radius')).to.equal('2px');
    expect(root.style.getPropertyValue('--shop-text-color')).to.equal('');
    expect(root.style.getPropertyValue('--shop-unknown-key')).to.equal('');
  });

  it('has a default for every token of spec section 3', () => {
    const tokens = ['backgroundColor', 'blockSpace', 'titleColor', 'heroColor', 'primaryColor', 'infoColor', 'successColor', 'warningColor', 'errorColor', 'textColor', 'descColor', 'salesPriceColor', 'linePriceColor', 'placeholderColor', 'borderColor', 'titleFontFamily', 'fontFamily', 'titleFontWeight', 'fontWeight', 'fontSize', 'titleFontSize', 'borderRadius'];
    expect(Object.keys(themeDefaults).sort()).to.deep.equal(tokens.sort());
  });

  it('gives the container screens and paddings their defaults, overridable', () => {
    const root = document.createElement('div');
    applyTheme({ container: { screen: { md: '800px' }, padding: { DEFAULT: '1rem' } } }, root);
    const screens = ['sm', 'md', 'lg', 'xl', '2xl', '3xl'].map((s) => root.style.getPropertyValue(`--shop-screen-${s}`));
    expect(screens).to.deep.equal(['640px', '800px', '1024px', '1280px', '1536px', '1660px']);
    expect(root.style.getPropertyValue('--shop-container-padding')).to.equal('1rem');
    expect(['sm', 'md', 'lg', '3xl'].map((s) => root.style.getPropertyValue(`--shop-container-padding-${s}`))).to.deep.equal(['1rem', '1.2rem', '2rem', '2rem']);
  });

  it('shows slide images, favourites and cart unless the theme turns them off', () => {
    applyTheme({}, document.createElement('div'));
    expect($productDisplay.get()).to.deep.equal({ showSlideImage: true, showFavorite: true, showCart: true });
    applyTheme({ product: { showFavorite: false, showSlideImage: false } }, document.createElement('div'));
    expect($productDisplay.get()).to.deep.equal({ showSlideImage: false, showFavorite: false, showCart: true });
  });

  it('makes the container screens the breakpoints of element sheets (queries only)', () => {
    const css = '@media (min-width: var(--shop-screen-md)) { a { width: var(--shop-screen-md); } } @container (width < var(--shop-screen-2xl)) { b { color: red; } }';
    expect(withScreens(css, { ...containerScreens, md: '50em', '2xl': '1400px' })).to.equal('@media (min-width: 50em) { a { width: var(--shop-screen-md); } } @container (width < 1400px) { b { color: red; } }');
    applyTheme({ container: { screen: { md: '800px' } } }, document.createElement('div'));
    expect($screens.get().md).to.equal('800px');
    applyTheme({}, document.createElement('div'));
    expect($screens.get()).to.deep.equal(containerScreens);
  });

  it('takes only plain lengths as breakpoints', () => {
    const screens = screensOf({ container: { screen: { sm: ' 600px ', md: '1px) { * { display: none } } @media (x', lg: 'calc(1px)', xl: 900, '2xl': '90rem' } } });
    expect(screens).to.deep.equal({ ...containerScreens, sm: '600px', '2xl': '90rem' });
  });
});

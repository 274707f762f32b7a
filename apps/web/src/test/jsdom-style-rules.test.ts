import { afterEach, describe, expect, it } from 'vitest';
import { quickerStyleRuleMatching, requiredClass } from './jsdom-style-rules';

describe('the class a selector requires', () => {
  it.each([
    ['.css-1x2y3z', 'css-1x2y3z'],
    ['.css-1x2y3z:hover', 'css-1x2y3z'],
    ['.css-a::before', 'css-a'],
    ['.css-a.Mui-disabled', 'css-a'],
    ['.css-a .MuiButton-icon', 'MuiButton-icon'],
    ['.css-a>.b', 'b'],
    ['.css-a > .b.c', 'b'],
    ['.a+.b', 'b'],
    ['.a ~ .b', 'b'],
    ['div.b', 'b'],
    ['#main.b', 'b'],
    ['  .b  ', 'b'],
  ])('%s needs the class %s', (selector, name) => {
    expect(requiredClass(selector)).toBe(name);
  });

  it.each([
    ['*'],
    ['div'],
    ['.a div'],
    ['.a, .b'],
    ['a[href]'],
    ['.a[data-x]'],
    [':not(.a)'],
    ['.a:not(.b) span'],
    ['.a\\:b'],
    ['.é'],
    ['.b:is(.c)'],
  ])('%s is left to jsdom', (selector) => {
    expect(requiredClass(selector)).toBeNull();
  });
});

describe('computed styles with the quicker matching', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('is installed on the test document (a jsdom without the matcher it wraps would fail here)', () => {
    const other = document.implementation.createHTMLDocument('');
    expect(quickerStyleRuleMatching(other)).toBe(true);
  });

  it('answers as the style sheets say, for elements with and without the classes', () => {
    document.head.innerHTML = `<style>
      .gone { display: none }
      .panel .veiled { visibility: hidden }
      .shown:not(.kept) { display: block }
      .gone.back { display: inline }
      [data-flag] { display: none }
    </style>`;
    document.body.innerHTML = `
      <p id="a" class="gone"></p>
      <p id="b" class="gone back"></p>
      <div class="panel"><span id="c" class="veiled"></span><span id="d"></span></div>
      <span id="e" class="veiled"></span>
      <span id="f" class="shown"></span>
      <span id="g" class="shown kept"></span>
      <span id="h" data-flag></span>
      <span id="i"></span>`;
    const style = (id: string) => {
      const element = document.getElementById(id);
      if (!element) throw new Error(id);
      return getComputedStyle(element);
    };
    expect(style('a').display).toBe('none');
    expect(style('b').display).toBe('inline');
    expect(style('c').visibility).toBe('hidden');
    expect(style('d').visibility).toBe('visible');
    expect(style('e').visibility).toBe('visible');
    expect(style('f').display).toBe('block');
    expect(style('g').display).toBe('inline');
    expect(style('h').display).toBe('none');
    expect(style('i').display).toBe('inline');

    // A class added later is seen.
    document.getElementById('i')?.classList.add('gone');
    expect(style('i').display).toBe('none');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { indexedStyleRules, quickerStyleRuleMatching, requiredClass } from './jsdom-style-rules';

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
  const style = (id: string) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(id);
    return getComputedStyle(element);
  };

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

  it('reads only the rules filed under the classes of an element: the same order, @media and sheets added later', () => {
    const other = document.implementation.createHTMLDocument('');
    expect(indexedStyleRules(other)).toBe(false); // no window of its own
    expect(indexedStyleRules(document)).toBe(true); // installed by the setup; a second call keeps it
    document.head.innerHTML = `<style>
      .late { display: none }
      p { display: block }
      .x.late { display: flex }
      @media screen { .screen-only { visibility: hidden } }
      @media print { .print-only { display: none } }
      div > .child { display: grid }
      .a, .b { display: table }
    </style><style>.late { visibility: hidden }</style>`;
    document.body.innerHTML = `
      <p id="p1" class="late"></p>
      <span id="s1" class="late x"></span>
      <span id="s2" class="screen-only"></span>
      <span id="s3" class="print-only"></span>
      <div><span id="s4" class="child"></span></div>
      <span id="s5" class="child"></span>
      <span id="s6" class="b"></span>
      <span id="s7" class="late late"></span>`;
    // .late comes before p: the element rule wins, as in document order.
    expect(style('p1').display).toBe('block');
    expect(style('p1').visibility).toBe('hidden');
    expect(style('s1').display).toBe('flex');
    expect(style('s2').visibility).toBe('hidden');
    expect(style('s3').display).toBe('inline');
    expect(style('s4').display).toBe('grid');
    expect(style('s5').display).toBe('inline');
    expect(style('s6').display).toBe('table');
    expect(style('s7').display).toBe('none');

    // A sheet added later is read, and a class taken away is seen.
    const sheet = document.createElement('style');
    sheet.textContent = '.screen-only { display: contents }';
    document.head.append(sheet);
    expect(style('s2').display).toBe('contents');
    document.getElementById('s2')?.classList.remove('screen-only');
    expect(style('s2').display).toBe('inline');
    expect(style('s2').visibility).toBe('visible');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { quickerLabelControl } from './jsdom-label-control';

describe('label.control with the quicker lookup', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is installed on the test document (a jsdom without the getter it wraps would fail here)', () => {
    const other = document.implementation.createHTMLDocument('');
    expect(quickerLabelControl(other)).toBe(true);
  });

  it('answers as jsdom does: by for, by nesting, none, not labelable, moved and renamed ids', () => {
    document.body.innerHTML = `
      <label id="l1" for="name">氏名</label><input id="name">
      <label id="l2">メモ<textarea></textarea></label>
      <label id="l3" for="missing">なし</label>
      <label id="l4" for="box">箱</label><div id="box"></div>
      <label id="l5" for="">空</label>
      <label id="l6" for="hidden">隠し</label><input id="hidden" type="hidden">`;
    const label = (id: string) => document.getElementById(id) as HTMLLabelElement;
    expect(label('l1').control).toBe(document.getElementById('name'));
    expect(label('l2').control?.tagName).toBe('TEXTAREA');
    expect(label('l3').control).toBeNull();
    expect(label('l4').control).toBeNull();
    expect(label('l5').control).toBeNull();
    expect(label('l6').control).toBeNull();
    const input = document.getElementById('name') as HTMLInputElement;
    expect([...(input.labels ?? [])].map((l) => l.id)).toEqual(['l1']);

    input.id = 'renamed';
    expect(label('l1').control).toBeNull();
    label('l1').htmlFor = 'renamed';
    expect(label('l1').control).toBe(input);
    input.remove();
    expect(label('l1').control).toBeNull();
  });

  it('takes the first element in tree order when an id is carried twice', () => {
    document.body.innerHTML = `<label id="l" for="dup">重複</label><div id="slot"></div><input id="dup" name="second">`;
    const first = document.createElement('input');
    first.id = 'dup';
    first.name = 'first';
    // Attached after the second one, but before it in the document.
    document.getElementById('slot')?.append(first);
    expect((document.getElementById('l') as HTMLLabelElement).control).toBe(first);
  });

  it('a label outside the document finds its nested control', () => {
    const detached = document.createElement('label');
    detached.htmlFor = 'x';
    const inner = document.createElement('label');
    inner.append(document.createElement('select'));
    expect(detached.control).toBeNull();
    expect(inner.control?.tagName).toBe('SELECT');
  });
});

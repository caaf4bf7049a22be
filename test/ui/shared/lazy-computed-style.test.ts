import { describe, expect, it } from 'vitest';
import { installLazyComputedStyle } from '../../support/lazy-computed-style';

const PAGE = `<!doctype html><html><head><style>
  * { border-color: red; }
  .hidden { display: none; }
  .ghost { visibility: hidden; pointer-events: none; }
  @media screen { .wide { display: flex; } }
  section > p { color: rgb(10, 20, 30); background-color: #fff; }
  p:not([data-x]) { outline-color: blue; }
  .animated { animation-name: fade; transform: translateX(2px); }
  @media print { .wide { display: none; } }
  .keyword { visibility: inherit; display: initial; pointer-events: unset; }
  em { display: unset; visibility: unset; }
  .ghost .again { visibility: visible; }
  .Shown { display: block; }
  .md\\:flex { display: flex; }
  .-x_1 { display: table; }
</style></head><body>
  <section class="ghost"><p id="a" class="wide animated">a</p><p id="b" data-x class="hidden" style="color: green">b</p></section>
  <div hidden id="c"><span id="d">d</span></div><button id="e" style="display: inline-block">e</button>
  <section class="ghost"><em id="f" class="keyword"><b id="g" class="again" style="pointer-events: unset">g</b></em></section>
  <ul><li id="h" style="visibility: hidden"><i id="i">i</i></li></ul>
  <span id="j" class="&#10; shown&#9;">j</span><span id="k" class="x&#9;Shown">k</span><span id="l" class="-x_1x">l</span>
  <span id="m" class="md:flex">m</span>
</body></html>`;

const PROPERTIES = [
  'display',
  'visibility',
  'pointer-events',
  'color',
  'background-color',
  'outline-color',
  'border-top-color',
  'animation-name',
  'transform',
  'position',
];

describe('The lazy getComputedStyle of the UI tests', () => {
  it("answers every property, by name or camelCase, as jsdom's own declaration does, and follows later changes", () => {
    const frame = document.body.appendChild(document.createElement('iframe'));
    const window = frame.contentWindow as Window & typeof globalThis;
    window.document.open();
    window.document.write(PAGE);
    window.document.close();
    const jsdomOwn = installLazyComputedStyle(window);
    const elements = Array.from(window.document.querySelectorAll('*'));
    const check = () => {
      for (const element of elements) {
        const lazy = window.getComputedStyle(element);
        const own = jsdomOwn(element);
        for (const property of PROPERTIES) {
          const camel = property.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
          expect([element.id || element.tagName, property, lazy.getPropertyValue(property)]).toEqual([
            element.id || element.tagName,
            property,
            own.getPropertyValue(property),
          ]);
          expect(lazy[camel as 'display']).toBe(own.getPropertyValue(property));
        }
        expect(lazy.length).toBe(own.length);
      }
    };
    check();
    window.document.querySelector('section')!.className = '';
    window.document.getElementById('b')!.removeAttribute('class');
    window.document.getElementById('l')!.classList.replace('-x_1x', '-x_1');
    window.document.getElementById('k')!.classList.remove('Shown');
    window.document.getElementById('j')!.classList.add('-x_1');
    check();
    window.document.getElementById('c')!.hidden = false;
    window.document.getElementById('h')!.style.removeProperty('visibility');
    window.document.head.appendChild(window.document.createElement('style')).textContent = 'i { display: none }';
    check();
    expect(window.getComputedStyle(window.document.getElementById('b')!).display).toBe('block');
    frame.remove();
  });
});

import { describe, expect, it } from 'vitest';
import { installLabelIndex } from '../../support/label-index';

const PAGE = `<!doctype html><html><body>
  <form>
    <label id="l1" for="name">Name</label><input id="name">
    <label id="l2" for="name">Your name</label>
    <label id="l3">Wrapped <input id="wrapped" type="text"><input id="second"></label>
    <label id="l4" for="box">For a box</label><div id="box"></div>
    <label id="l5" for="secret">Hidden</label><input id="secret" type="hidden">
    <label id="l6" for="">Empty for</label><label id="l7" for="nowhere">No target</label>
    <label id="l8" for="twice">First of two ids</label><select id="twice"></select><textarea id="twice"></textarea>
    <label id="l9" for="ok"><input id="inside">Points elsewhere</label><button id="ok">Go</button>
    <label id="l10"><label id="l11"><meter id="meter"></meter></label></label>
    <label id="l12">Nothing inside</label><output id="out"></output><progress id="progress"></progress>
    <input id="" class="empty-id"><label id="l13"><span><button id="deep">Deep</button></span></label>
  </form>
</body></html>`;

describe('The label index of the UI tests', () => {
  it("gives every label's control and every control's labels as jsdom's own walk does, and follows changes", () => {
    const jsdomControl = installLabelIndex();
    const frame = document.body.appendChild(document.createElement('iframe'));
    const page = frame.contentDocument!;
    page.open();
    page.write(PAGE);
    page.close();
    const detached = page.createElement('div');
    detached.innerHTML =
      '<label id="d1" for="d2">Detached</label><input id="d2"><label id="d3"><input id="d4"></label>';
    const check = () => {
      const elements = [...Array.from(page.querySelectorAll('*')), ...Array.from(detached.querySelectorAll('*'))];
      const labels = elements.filter((element): element is HTMLLabelElement => element.localName === 'label');
      const name = (element: Element | null) => element && (element.id || element.className || element.tagName);
      for (const label of labels)
        expect([label.id, name(label.control)]).toEqual([label.id, name(jsdomControl(label))]);
      for (const element of elements) {
        const own = 'labels' in element ? (element.labels as NodeListOf<HTMLLabelElement> | null) : undefined;
        const expected = labels.filter(
          (label) => label.getRootNode() === element.getRootNode() && jsdomControl(label) === element,
        );
        expect([name(element), own && Array.from(own, name)]).toEqual([name(element), own && expected.map(name)]);
      }
    };
    check();
    const byId = (id: string) => page.getElementById(id)!;
    const nameLabels = (byId('name') as HTMLInputElement).labels!;
    byId('secret').setAttribute('type', 'text');
    byId('l2').setAttribute('for', 'second');
    byId('l4').setAttribute('for', 'out');
    byId('twice').remove();
    byId('wrapped').remove();
    byId('l10').appendChild(page.createElement('input')).id = 'late';
    byId('l12').after(Object.assign(page.createElement('label'), { htmlFor: 'name', id: 'l14' }));
    detached.querySelector('#d2')!.id = 'moved';
    check();
    expect(Array.from(nameLabels, (label) => label.id)).toEqual(['l1', 'l14']);
    byId('name').setAttribute('type', 'hidden');
    byId('l1').removeAttribute('for');
    check();
    frame.remove();
  });
});

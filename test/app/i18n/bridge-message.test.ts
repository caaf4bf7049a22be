import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { bridgeMessage } from '../../../src/app/i18n/bridge-message';

describe("the MSAL redirect bridge page's line", () => {
  it.each([
    [
      'de',
      'en-GB',
      'de',
      'Dieses Fenster schließt sich von selbst. Falls es geöffnet bleibt, können Sie es schließen.',
    ],
    [null, 'fr-CA', 'fr', "Cette fenêtre se ferme d'elle-même. Si elle reste ouverte, vous pouvez la fermer."],
    [null, 'en-US', 'en', 'This window closes by itself. If it stays open, you can close it.'],
    [null, 'ja-JP', 'it', 'Questa finestra si chiude da sola. Se resta aperta, puoi chiuderla.'],
    ['xx', null, 'it', 'Questa finestra si chiude da sola. Se resta aperta, puoi chiuderla.'],
  ])('with the stored choice %j and the browser in %j, speaks %s', async (stored, browser, language, text) => {
    expect(await bridgeMessage(stored, browser)).toEqual({ language, text });
  });

  it('is the only text of msal-redirect.html, whose static markup carries none', async () => {
    const html = await readFile('msal-redirect.html', 'utf8');
    const body = html.slice(html.indexOf('<body>'), html.indexOf('</body>'));
    const text = body
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, '');
    expect(text.trim()).toBe('');
    expect(body).toContain('<script type="module" src="/src/app/msal-redirect.ts"></script>');
    expect(html).toContain('<title>Tapway</title>');
  });
});

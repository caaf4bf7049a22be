// The login page's words painted into the static shell by boot.ts, before the main chunk has run:
// the rider reads the real page (its title, the operator's tagline, the form's labels, the links)
// about a second sooner on a phone, and the page's largest text is painted then (its LCP). Plain
// DOM inside the shell, which stays aria-hidden and inert: nothing here can be typed into or
// clicked, and React replaces it whole when it renders (docs/adr/0013-first-paint-login.md).

/** The texts of the login card, in the language the portal will most likely start in. */
export interface StaticLoginTexts {
  readonly title: string;
  readonly tagline: string;
  readonly email: string;
  readonly emailPlaceholder: string;
  readonly password: string;
  readonly submit: string;
  /** "Login with" and the provider buttons' labels; empty when the operator offers none. */
  readonly loginWith: string;
  readonly providers: readonly string[];
  readonly forgotPassword: string;
  readonly resendConfirmation: string;
  readonly noAccount: string;
  readonly signUp: string;
}

type Child = Node | string;

function element(tag: string, className: string, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

const part = (name: string, ...children: Child[]) => element('div', `static-login__${name}`, ...children);

function field(label: string, placeholder: string): HTMLElement {
  return part('field', part('label', label), part('input', placeholder));
}

function providers(texts: StaticLoginTexts): HTMLElement[] {
  if (texts.providers.length === 0) return [];
  const heading = part(
    'divider',
    element('span', 'static-login__rule'),
    texts.loginWith,
    element('span', 'static-login__rule'),
  );
  const buttons = part('providers', ...texts.providers.map((label) => part('provider', label)));
  return [part('group', heading, buttons)];
}

/**
 * Replaces the shell card's skeleton with the login card's words, laid out as the portal lays them
 * out (static-shell.css mirrors the Chakra sizes). Does nothing once the portal has rendered.
 */
export function paintStaticLogin(card: HTMLElement, texts: StaticLoginTexts): void {
  if (!card.isConnected) return;
  card.replaceChildren(
    part('heading', part('title', texts.title), part('tagline', texts.tagline)),
    part('form', field(texts.email, texts.emailPlaceholder), field(texts.password, ''), part('submit', texts.submit)),
    ...providers(texts),
    element('hr', 'static-login__separator'),
    part(
      'links',
      element('span', 'static-login__link static-login__link--medium', texts.forgotPassword),
      element('span', 'static-login__link', texts.resendConfirmation),
      element(
        'span',
        'static-login__muted',
        `${texts.noAccount} `,
        element('span', 'static-login__link static-login__link--strong', texts.signUp),
      ),
    ),
  );
  card.classList.add('static-shell__card--login');
}

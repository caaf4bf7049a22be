import { afterEach, describe, expect, it } from 'vitest';
import { paintStaticLogin, type StaticLoginTexts } from '../../src/app/static-login';

const TEXTS: StaticLoginTexts = {
  title: 'Accedi',
  tagline: 'Viaggia con un tocco della tua carta',
  email: 'Email',
  emailPlaceholder: 'nome@esempio.it',
  password: 'Password',
  submit: 'Accedi',
  loginWith: 'Accedi con',
  providers: ['Google', 'Microsoft'],
  forgotPassword: 'Password dimenticata ?',
  resendConfirmation: "Non hai ricevuto l'email di conferma ?",
  noAccount: 'Non hai ancora un account?',
  signUp: 'Registrati',
};

function shell(): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><div class="static-shell" aria-hidden="true"><div class="static-shell__card"><svg></svg></div></div></div>';
  return document.querySelector<HTMLElement>('.static-shell__card')!;
}

describe("the login page's words in the static shell", () => {
  // The pages are written by hand, not rendered: Testing Library's cleanup does not see them, and the next file of
  // the worker (isolate: false) would find this one's <main>.
  afterEach(() => document.body.replaceChildren());

  it('replaces the skeleton with the card’s texts, in order, with nothing to type into or press', () => {
    const card = shell();
    paintStaticLogin(card, TEXTS);
    expect(card.querySelector('svg')).toBeNull();
    expect(card.textContent).toBe(
      'AccediViaggia con un tocco della tua cartaEmailnome@esempio.itPasswordAccediAccedi conGoogleMicrosoft' +
        "Password dimenticata ?Non hai ricevuto l'email di conferma ?Non hai ancora un account? Registrati",
    );
    expect(card.querySelectorAll('input, button, a, [tabindex]')).toHaveLength(0);
    expect(card.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('leaves out the providers’ row when the operator offers none', () => {
    const card = shell();
    paintStaticLogin(card, { ...TEXTS, providers: [] });
    expect(card.textContent).not.toContain('Accedi con');
  });

  it('does nothing once the portal has replaced the shell', () => {
    const card = shell();
    document.body.innerHTML = '<div id="root"><main>portal</main></div>';
    paintStaticLogin(card, TEXTS);
    expect(document.body.textContent).toBe('portal');
  });
});

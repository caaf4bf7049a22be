/**
 * Type-level tests of the composition root, checked by `npm run typecheck` (tsconfig.json), never
 * run: each `@ts-expect-error` fails the typecheck the day a wrong binding compiles again.
 */
import { ContainerModule } from 'inversify';
import { HttpRegistration } from '../../../src/adapters/http/product-api/http-registration';
import { provide, provideValue } from '../../../src/app/di/typed-binding';
import { Captcha } from '../../../src/core/account/captcha';
import { EmailRequests } from '../../../src/core/account/email-requests';
import { Registration } from '../../../src/core/account/registration';
import { SignUpUser } from '../../../src/core/account/sign-up-user';
import { SignIn } from '../../../src/core/session/sign-in';
import { LoginUser } from '../../../src/core/session/login-user';
import { StoredSession } from '../../../src/core/session/stored-session';
import { Clock } from '../../../src/core/shared/clock';
import { Storage } from '../../../src/core/shared/storage';

export const wrongBindings = new ContainerModule(({ bind }) => {
  // The right order compiles.
  provide(bind, SignUpUser, (get) => new SignUpUser(get(Registration), get(EmailRequests), get(Captcha)));

  // @ts-expect-error two constructor arguments swapped
  provide(bind, SignUpUser, (get) => new SignUpUser(get(Captcha), get(EmailRequests), get(Registration)));

  // @ts-expect-error a port where a service is expected
  provide(bind, LoginUser, (get) => new LoginUser(get(SignIn), get(Clock)));

  // @ts-expect-error a use case bound to another use case
  provide(bind, LoginUser, (get) => new SignUpUser(get(Registration), get(EmailRequests), get(Captcha)));

  // @ts-expect-error an adapter of another port
  provide(bind, SignIn, () => new HttpRegistration(null as never));

  // @ts-expect-error a value that is not the port
  provideValue(bind, Clock, { now: () => 'today' });

  provide(bind, StoredSession, (get) => new StoredSession(get(Storage)));
});

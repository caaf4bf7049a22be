import type { AxiosInstance } from 'axios';
import type { NewUser } from '../../../core/account/new-user';
import type { Registration, SignUpAnswer } from '../../../core/account/registration';
import { toSignUpAnswer, toSignUpBody } from './new-user-dto';
import { postAnswer } from '../client/api-call';

/** Registration over the product API: `POST /sign_up`. */
export class HttpRegistration implements Registration {
  constructor(private readonly http: AxiosInstance) {}

  signUp(user: NewUser, captchaToken: string | null): Promise<SignUpAnswer> {
    return postAnswer(this.http, '/sign_up', toSignUpBody(user, captchaToken), toSignUpAnswer);
  }
}

// @ts-check
/** The product API under /api: routes, the x-api-key check, JSON bodies and answers. */
import { findOperator } from '../db/operators.mjs';
import { readJsonBody } from '../http/body.mjs';
import { HttpError } from '../http/errors.mjs';
import { sendJson } from '../http/respond.mjs';
import { confirmEmail, sendEmailConfirmationRequest } from './email-confirmation.mjs';
import { languages, login } from './login.mjs';
import { forgotPassword, resetPassword, sendForgotPasswordRequest } from './password-recovery.mjs';
import { loginWithAzure, loginWithFacebook, loginWithGoogle } from './provider-login.mjs';
import { signUp } from './sign-up.mjs';

/** @type {Record<string, Record<string, import('./context.mjs').ApiHandler>>} path → method → handler */
const ROUTES = {
  '/languages': { GET: languages },
  '/login': { POST: login },
  '/login_with_google': { POST: loginWithGoogle },
  '/login_with_facebook': { POST: loginWithFacebook },
  '/login_with_azure': { POST: loginWithAzure },
  '/sign_up': { POST: signUp },
  '/email/send_email_confirmation_request': { POST: sendEmailConfirmationRequest },
  '/email/confirm_email': { POST: confirmEmail },
  '/email/send_forgot_password_request': { POST: sendForgotPasswordRequest },
  '/forgot_password': { POST: forgotPassword },
  '/reset_password': { POST: resetPassword },
};

/**
 * Answers a request under /api. @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res @param {string} path the path after /api
 * @param {Omit<import('./context.mjs').ApiContext, 'req' | 'res' | 'body' | 'operator'>} services
 */
export async function handleApi(req, res, path, services) {
  const route = Object.hasOwn(ROUTES, path) ? ROUTES[path] : undefined;
  if (!route) throw new HttpError(404, 'Not found');
  const method = req.method === 'HEAD' ? 'GET' : req.method ?? 'GET';
  const handler = route[method];
  if (!handler) throw new HttpError(405, 'Method not allowed', { Allow: Object.keys(route).join(', ') });
  const operator = findOperator(services.store, req.headers['x-api-key']);
  if (!operator) throw new HttpError(401, 'Unknown operator');
  const body = method === 'GET' ? {} : await readJsonBody(req);
  const answer = await handler({ ...services, req, res, body, operator });
  sendJson(res, 200, answer);
}
